import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../styles/theme';

/** Styled parts the Insights sections share. */

/** Two columns of tables where there is room, one on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
  > * {
    min-width: 0;
  }
`;

/** A titled part of a section (h3), e.g. one table. */
export const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/** A cell holding an address, a selector or a name of any length: it wraps anywhere rather than widen the page. */
export const NameCell = styled.td`
  overflow-wrap: anywhere;
  word-break: break-word;
  min-width: 8rem;
  ${media.mobile} {
    min-width: 0;
  }
`;

/** Numbers line up by their digits. */
export const NumberCell = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Scroll = styled.div`
  overflow-x: auto;
  min-width: 0;
`;

/**
 * A table wider than its column scrolls inside this box, never the page; the box takes focus so the keyboard can
 * scroll it too. (On a phone the admin table is a list of cards and does not scroll.)
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}

/** A short explanation under a heading. */
export const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  max-width: 48rem;
`;
