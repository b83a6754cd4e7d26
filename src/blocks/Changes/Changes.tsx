import styled from 'styled-components';
import { Card, CardGrid } from '../../components/Card/Card';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

const Grid = styled(CardGrid)`
  grid-template-columns: repeat(2, 1fr);
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${fontWeight.bold};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** Cards of what changes, two to a row, each with its before and its after. */
export function Changes({ data, id }: BlockProps<'changes'>) {
  const { t } = useI18n();
  return (
    <BlockSection id={id} tone={data.tone} heading={data.heading}>
      <Grid>
        {data.items.map((item, index) => (
          <li key={index}>
            <Card>
              <h3>{item.title}</h3>
              <dl>
                <dt>{t('before-after.before')}</dt>
                <dd>{item.before}</dd>
                <dt>{t('before-after.after')}</dt>
                <dd>{item.after}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </Grid>
    </BlockSection>
  );
}
