import type { BlockData, BlockType, SiteParts } from '../../shared/blocks/registry';
import { localize } from '../../shared/localize';
import type { PublicBlock } from '../../shared/pages';
import { useI18n } from '../i18n/I18nProvider';
import { BlockView } from './registry';

export interface BlockPreviewProps<Type extends BlockType> {
  type: Type;
  /** The block's data in both languages, as a page stores it. */
  data: BlockData<Type>;
  parts?: Partial<SiteParts>;
  id?: string;
}

/** A block as stored, drawn in the current language (its stories, and the admin's palette and preview). */
export function BlockPreview<Type extends BlockType>({
  type,
  data,
  parts = {},
  id = type,
}: BlockPreviewProps<Type>) {
  const { lang } = useI18n();
  const block = localize({ id, type, hidden: false, data }, lang) as PublicBlock;
  return <BlockView block={block} parts={localize(parts, lang)} />;
}
