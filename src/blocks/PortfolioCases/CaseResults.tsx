import styled from 'styled-components';
import type { CaseStudyResults } from '../../../shared/api';
import { formatNumber } from '../../../shared/blocks/priceFormat';
import { useI18n } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/sv';
import { fontWeight } from '../../styles/theme';

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
  }
  dl > div {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${fontWeight.heavy};
    color: ${({ theme }) => theme.color.text};
  }
  > p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

type Figure = 'lighthouse' | 'loadSeconds' | 'leadsPerMonth';
const figures: { key: Figure; label: MessageKey; unit?: MessageKey }[] = [
  { key: 'loadSeconds', label: 'portfolio.results.loadSeconds', unit: 'portfolio.results.seconds' },
  { key: 'lighthouse', label: 'portfolio.results.lighthouse' },
  { key: 'leadsPerMonth', label: 'portfolio.results.leadsPerMonth' },
];

/**
 * A case study's results, each before → after (the after larger), with what "before" and "after" are said to a
 * screen reader; an example case says it is one, and how its figures came about. Nothing when none is given.
 */
export function CaseResults({ results }: { results: CaseStudyResults }) {
  const { lang, t } = useI18n();
  const shown = figures.filter(({ key }) => results[key]);
  if (shown.length === 0) return null;
  const figure = (value: number, unit?: MessageKey) =>
    unit ? t(unit, { value: formatNumber(value, lang) }) : formatNumber(value, lang);
  return (
    <Results>
      <h3 className="visually-hidden">{t('portfolio.results')}</h3>
      <dl>
        {shown.map(({ key, label, unit }) => {
          const [before, after] = results[key]!;
          return (
            <div key={key}>
              <dt>{t(label)}</dt>
              <dd>
                <span className="visually-hidden">{t('before-after.before')}: </span>
                {figure(before, unit)} <span aria-hidden="true">→</span>{' '}
                <span className="visually-hidden">{t('before-after.after')}: </span>
                <strong>{figure(after, unit)}</strong>
              </dd>
            </div>
          );
        })}
      </dl>
      {results.example ? <p>{t('portfolio.results.example')}</p> : null}
    </Results>
  );
}
