import type { BlockData, BlockType } from '../../shared/blocks/registry';
import type { LocalizedIn } from '../../shared/localize';
import type { PublicPage } from '../../shared/pages';

/** What every block component gets: its data in the page's language and the shared parts the page carries. */
export interface BlockProps<Type extends BlockType> {
  data: LocalizedIn<BlockData<Type>>;
  parts: PublicPage['parts'];
  /** The block's id on its page: ids of its headings and anchors derive from it. */
  id: string;
}
