import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type CheckListTone = 'success' | 'accent' | 'danger' | 'highlight';
export type CheckListSize = 'md' | 'lg';

/** An item with an icon of its own (the contact page's terms), where the list's one icon does not fit. */
export type CheckListEntry = { key: string; icon: LucideIcon; content: ReactNode };

const iconSize: Record<CheckListSize, number> = { md: 18, lg: 20 };

const List = styled.ul<{ $tone: CheckListTone; $size: CheckListSize }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $size }) => theme.space[$size === 'md' ? 2 : 3]};
  list-style: none;
  li {
    display: flex;
    /* A long compound ("Mobilanpassad") in a narrow panel is hyphenated, never cut anywhere. */
    hyphens: auto;
    /* Not stretched: the global svg height: auto would centre the icon on the whole item. */
    align-items: flex-start;
    gap: ${({ theme, $size }) => theme.space[$size === 'md' ? 2 : 3]};
  }
  svg {
    flex: none;
    /* Centred on the first line, however the text's size and line height change. */
    margin-top: calc((1lh - ${({ $size }) => iconSize[$size]}px) / 2);
    color: ${({ theme, $tone }) => theme.color[$tone]};
  }
`;

type CheckListProps = {
  items: readonly (string | CheckListEntry)[];
  /** The icon before each plain item: a check unless the list says what is wrong (an X). */
  icon?: LucideIcon;
  tone?: CheckListTone;
  /** `md` for lists inside cards and panels, `lg` for a list that stands on its own. */
  size?: CheckListSize;
  className?: string;
  'aria-label'?: string;
};

/** A vertical list with an icon before each item: what a package includes, before and after, terms. */
export function CheckList({
  items,
  icon: Icon = Check,
  tone = 'success',
  size = 'md',
  className,
  'aria-label': label,
}: CheckListProps) {
  return (
    <List $tone={tone} $size={size} className={className} aria-label={label}>
      {items.map((item) => {
        const entry = typeof item === 'string' ? { key: item, icon: Icon, content: item } : item;
        const ItemIcon = entry.icon;
        return (
          <li key={entry.key}>
            <ItemIcon size={iconSize[size]} aria-hidden="true" />
            {entry.content}
          </li>
        );
      })}
    </List>
  );
}
