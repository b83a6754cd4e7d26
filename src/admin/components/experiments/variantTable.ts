import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { Table } from '../ui';

/** A table with a row per variant (the counts, the speed): on a phone each variant's name heads its card. */
export const VariantTable = styled(Table)`
  margin-bottom: ${({ theme }) => theme.space[3]};
  ${media.mobile} {
    th[scope='row'] {
      display: block;
      padding: 0 0 ${({ theme }) => theme.space[1]};
      border: 0;
    }
  }
`;

/** A figure's second line: its interval, its share, how many it is of. */
export const Sub = styled.small`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;
