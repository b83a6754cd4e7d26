import styled from 'styled-components';
import { fontWeight } from '../../styles/theme';

/**
 * Labelled details (`<dt>` label, `<dd>` value, in pairs): the labels in one column beside their values, and each
 * label above its value in a box narrower than 30rem. A long value (an e-mail address) wraps inside its column.
 * The company's details under a legal text, what a visitor sent in the confirmation after a send.
 */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  dt {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${fontWeight.bold};
  }
  dd {
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: ${({ theme }) => theme.space[2]};
    }
  }
`;
