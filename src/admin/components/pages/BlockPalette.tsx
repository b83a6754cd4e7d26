import styled from 'styled-components';
import { emptyValue } from '../../../../shared/blocks/fields';
import { blockTypeNames, blockTypes, type Block, type BlockType } from '../../../../shared/blocks/registry';
import { Button } from '../../../components/Button/Button';
import { blockSpec } from './BlockCard';
import { useAdminI18n } from '../../i18n/adminI18n';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: contain;
    object-position: top;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  p {
    flex: 1;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/**
 * Each kind's picture: its Swedish story as the visual baseline shows it (scripts/palettePictures.ts makes them;
 * a unit test sees one older than its story).
 */
const pictures = import.meta.glob<string>('./palette/*.webp', {
  eager: true,
  query: '?url',
  import: 'default',
});
export const palettePicture = (type: BlockType): string | undefined => pictures[`./palette/${type}.webp`];

/** A new block of `type` with empty texts, and an id no other block of the page has. */
export function newBlock(type: BlockType, taken: Set<string>): Block {
  let id: string;
  do id = `${type}-${Math.random().toString(36).slice(2, 8)}`;
  while (taken.has(id));
  return { id, type, hidden: false, data: emptyValue(blockSpec(type)) } as Block;
}

/** Every kind of block, with its picture and one-line description: the page builder's palette. */
export function BlockPalette({ onPick }: { onPick: (type: BlockType) => void }) {
  const { t, lang } = useAdminI18n();
  return (
    <List aria-label={t('palette.label')}>
      {blockTypeNames.map((type) => (
        <li key={type}>
          {/* Beside its name and description, the picture adds nothing a screen reader needs. */}
          <img src={palettePicture(type)} alt="" width={448} height={280} loading="lazy" decoding="async" />
          <h3>{blockTypes[type].label[lang]}</h3>
          <p>{blockTypes[type].description[lang]}</p>
          <Button type="button" size="sm" onClick={() => onPick(type)}>
            {t('palette.add', { name: blockTypes[type].label[lang].toLowerCase() })}
          </Button>
        </li>
      ))}
    </List>
  );
}
