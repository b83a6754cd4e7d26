import styled from 'styled-components';
import type { CaseStudyResults } from '../../../shared/api';
import { formatNumber } from '../../../shared/blocks/priceFormat';
import { Stats, type Stat } from '../../components/Stats/Stats';
import { useI18n } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/sv';
import { fontWeight } from '../../styles/theme';

/** Under the case's text and picture, across both: three figures side by side where there is room. */
const Results = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  /* The figure before, small above the one after. */
  dd > span:first-child {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${fontWeight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
  }
  > p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

type Figure = 'lighthouse' | 'loadSeconds' | 'leadsPerMonth';
const figures: { key: Figure; label: MessageKey; unit?: MessageKey }[] = [
  { key: 'loadSeconds', label: 'portfolio.results.loadSeconds', unit: 'portfolio.results.seconds' },
  { key: 'lighthouse', label: 'portfolio.results.lighthouse' },
  { key: 'leadsPerMonth', label: 'portfolio.results.leadsPerMonth' },
];

/**
 * A case study's results as figure tiles (Stats), each the figure after with the one before small above it, and
 * what "before" and "after" are said to a screen reader; an example case says it is one, and how its figures came
 * about. Nothing when none is given.
 */
export function CaseResults({ results }: { results: CaseStudyResults }) {
  const { lang, t } = useI18n();
  const figure = (value: number, unit?: MessageKey) =>
    unit ? t(unit, { value: formatNumber(value, lang) }) : formatNumber(value, lang);
  const stats: Stat[] = figures.flatMap(({ key, label, unit }) => {
    const pair = results[key];
    if (!pair) return [];
    return {
      label: t(label),
      value: (
        <>
          <span>
            <span className="visually-hidden">{t('before-after.before')}: </span>
            {figure(pair[0], unit)} <span aria-hidden="true">→</span>
          </span>{' '}
          <span className="visually-hidden">{t('before-after.after')}: </span>
          {figure(pair[1], unit)}
        </>
      ),
    };
  });
  if (stats.length === 0) return null;
  return (
    <Results>
      <h3 className="visually-hidden">{t('portfolio.results')}</h3>
      <Stats stats={stats} />
      {results.example ? <p>{t('portfolio.results.example')}</p> : null}
    </Results>
  );
}
