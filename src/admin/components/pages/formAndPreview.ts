import styled from 'styled-components';
import { media } from '../../../styles/theme';

/**
 * An editor's form and its live preview side by side from a tablet up, one above the other on a phone (the page
 * editor shows one at a time there, with a switch: `data-view` on each column).
 */
export const FormAndPreview = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The preview's column: it stays in view while the form scrolls beside it. */
export const StickyPreview = styled.div`
  min-width: 0;
  ${media.desktop} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
  }
`;
