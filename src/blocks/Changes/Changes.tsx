import styled from 'styled-components';
import { Card } from '../../components/Card/Card';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { media } from '../../styles/theme';
import { sectionTone } from '../tone';
import type { BlockProps } from '../types';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  > li {
    display: flex;
  }
  ${Card} {
    flex: 1;
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
    font-weight: 700;
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
    <Section id={id} $tone={sectionTone[data.tone]} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading
          id={`${id}-title`}
          title={data.heading.title}
          lead={data.heading.lead}
          inverse={data.tone === 'dark'}
        />
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
      </Container>
    </Section>
  );
}
