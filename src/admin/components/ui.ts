import styled, { css } from 'styled-components';
import { fontWeight, media } from '../../styles/theme';

/** Form and table styles shared by the admin screens. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  label {
    font-weight: ${fontWeight.semibold};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  input,
  select,
  textarea {
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A list's search, filters and sort above its table: the search takes the room left, the rest wrap after it. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > div:has(> input[type='search']) {
    flex: 1;
    min-width: 14rem;
  }
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[3]};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${fontWeight.semibold};
  }
  /* On a phone each row is a card: every cell on a line of its own, after its column's name (data-label), so
     nothing scrolls sideways. The header row stays for screen readers only. */
  ${media.mobile} {
    &,
    tbody {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space[3]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    /* The names' column takes close to half the card, at least 6.5rem and at most 9rem: room for a Swedish
       compound ("Landningssida", "Konvertering") to stay whole. A name of several words wraps (a number's cell
       does not), and the cell grows with it: the name floats in the cell's padding, which holds it (flow-root). The
       width is a share of the table's (cqi), the same for the padding and the name. */
    container-type: inline-size;
    --label-width: clamp(6.5rem, 45cqi, 9rem);
    td {
      display: flow-root;
      min-height: 2rem;
      padding: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[1]}
        calc(var(--label-width) + 0.5rem);
      border: 0;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      float: left;
      width: var(--label-width);
      margin-left: calc(-1 * var(--label-width) - 0.5rem);
      white-space: normal;
      overflow-wrap: normal;
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${fontWeight.semibold};
    }
  }
`;

/** The colours of one value of a status pill: its background and its text (4.5:1 or more between them). */
export interface PillColours {
  background: string;
  color: string;
}

/** The pills' tones, named by what they say, each 4.5:1 or more: every screen's status maps picks from these. */
export const pillTones = {
  waiting: { background: '#e2e8f0', color: '#334155' },
  new: { background: '#dbeafe', color: '#1d4ed8' },
  attention: { background: '#fef3c7', color: '#92400e' },
  working: { background: '#f3e8ff', color: '#7e22ce' },
  captured: { background: '#ede9fe', color: '#5b21b6' },
  done: { background: '#dcfce7', color: '#15803d' },
  won: { background: '#ccfbf1', color: '#0f766e' },
  failed: { background: '#fee2e2', color: '#b91c1c' },
} as const satisfies Record<string, PillColours>;

/** A small rounded label for a status (a lead's, a mail's); each kind of status maps its values to colours. */
export const Pill = styled.span<{ $colours: PillColours }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  background: ${({ $colours }) => $colours.background};
  color: ${({ $colours }) => $colours.color};
`;

/** Where files are dropped (or chosen with its button): dashed, tinted while a file is dragged over it. */
export const DropZone = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.color.accent : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $active }) => ($active ? theme.color.accentSoft : theme.color.surfaceMuted)};
  text-align: center;
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** A failure staff must read (a refused file, a failed night): red, on the screen until what caused it changes. */
export const AlertBox = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid #fca5a5;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fef2f2;
  color: #991b1b;
  overflow-wrap: anywhere;
  ul {
    margin-top: ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

/** Amber: something staff should look at soon (mail not going out, an old backup). One tone wherever it shows. */
export const warningTone = css`
  border: 1px solid #fcd34d;
  background: #fffbeb;
  color: #78350f;
`;
