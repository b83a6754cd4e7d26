import { Crown, Square } from 'lucide-react';
import styled from 'styled-components';
import type { ExperimentResults, VariantResult } from '../../../../shared/experiments';
import { Button } from '../../../components/Button/Button';
import { useAdminI18n, type AdminI18n } from '../../i18n/adminI18n';
import { Actions, AlertBox } from '../ui';
import { ExperimentSpeed } from './ExperimentSpeed';
import { Sub, VariantTable } from './variantTable';
import { goalWords, testedBlockNames } from './experimentWords';

const Facts = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Verdict = styled.p<{ $tone: 'win' | 'none' }>`
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ $tone }) => ($tone === 'win' ? '#86efac' : '#cbd5e1')};
  background: ${({ $tone }) => ($tone === 'win' ? '#f0fdf4' : '#f8fafc')};
`;

/** A difference of two rates in percentage points, signed, one decimal: "+4.0", "−0.8" ("+4,0" in Swedish). */
const points = (i18n: AdminI18n, share: number) =>
  new Intl.NumberFormat(i18n.lang === 'sv' ? 'sv-SE' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(share * 100);

/** A probability as a percentage; one that rounds to 100 % or 0 % is said as over 99.9 % or under 0.1 %. */
const chance = (i18n: AdminI18n, probability: number) =>
  probability >= 0.999
    ? i18n.t('experiments.over', { share: i18n.percent(0.999) })
    : probability <= 0.001
      ? i18n.t('experiments.under', { share: i18n.percent(0.001) })
      : i18n.percent(probability);

/** One variant's rate and how sure it is; against the page, the difference and the chance of beating it. */
function VariantRow({ variant }: { variant: VariantResult }) {
  const i18n = useAdminI18n();
  const { t, count, percent } = i18n;
  const comparison = variant.comparison;
  return (
    <tr>
      <th scope="row">
        {variant.index === 0
          ? t('experiments.control')
          : t('experiments.variantNamed', { name: variant.name })}
        <Sub>{t('experiments.shareOf', { share: percent(variant.share / 100) })}</Sub>
      </th>
      <td data-label={t('experiments.visitors')}>{count(variant.visitors)}</td>
      <td data-label={t('experiments.conversions')}>{count(variant.conversions)}</td>
      <td data-label={t('experiments.rate')}>
        {variant.visitors > 0 ? percent(variant.rate) : '—'}
        {variant.visitors > 0 ? (
          <Sub>
            {t('experiments.between', {
              low: percent(variant.interval[0]),
              high: percent(variant.interval[1]),
            })}
          </Sub>
        ) : null}
      </td>
      <td data-label={t('experiments.difference')}>
        {comparison && variant.visitors > 0 ? (
          <>
            {t('experiments.points', { points: points(i18n, comparison.difference) })}
            <Sub>
              {t('experiments.betweenPoints', {
                low: points(i18n, comparison.interval[0]),
                high: points(i18n, comparison.interval[1]),
              })}
            </Sub>
          </>
        ) : (
          '—'
        )}
      </td>
      <td data-label={t('experiments.probability')}>
        {comparison && variant.visitors > 0 ? chance(i18n, comparison.probabilityBetter) : '—'}
      </td>
    </tr>
  );
}

/**
 * An experiment's results (docs/experiments.md): per variant its visitors, conversions and rate with its interval,
 * against the page the difference (always valid, however often one looks) and the chance of beating it; what that
 * says in a sentence; a warning when the visitors drift from the split; each variant's speed (ExperimentSpeed); and
 * what staff may do: stop it, or make a variant the page.
 */
export function ExperimentResultsPanel({
  experiment,
  busy = null,
  onStop,
  onPromote,
}: {
  experiment: ExperimentResults;
  /** What is being sent: the stop, or the variant being made the page. */
  busy?: 'stop' | number | null;
  onStop: () => void;
  onPromote: (variant: VariantResult) => void;
}) {
  const i18n = useAdminI18n();
  const { t, lang, dateTime, count, percent } = i18n;
  const visitors = experiment.variants.reduce((sum, variant) => sum + variant.visitors, 0);
  const winner = experiment.winner === null ? undefined : experiment.variants[experiment.winner];
  const promoted = experiment.promoted === null ? undefined : experiment.variants[experiment.promoted];
  const goal = goalWords(experiment, t);
  return (
    <div>
      <Facts>
        {t('experiments.facts', {
          goal,
          started: dateTime.format(new Date(experiment.startedAt)),
          days: count(experiment.days),
        })}{' '}
        {t('experiments.blocks', { blocks: testedBlockNames(experiment, lang) })}
      </Facts>
      {experiment.sampleRatio.mismatch ? (
        <AlertBox role="alert">
          {t('experiments.mismatch', { p: experiment.sampleRatio.pValue.toExponential(1) })}
        </AlertBox>
      ) : null}
      {promoted ? (
        <Verdict $tone="win">
          {t('experiments.promotedOn', {
            name: promoted.name,
            date: dateTime.format(new Date(experiment.stoppedAt ?? experiment.startedAt)),
          })}
        </Verdict>
      ) : visitors === 0 ? (
        <Verdict $tone="none">{t('experiments.noVisitors')}</Verdict>
      ) : winner?.comparison ? (
        <Verdict $tone="win">
          {t('experiments.winner', {
            name: winner.name,
            rate: percent(winner.rate),
            page: percent(experiment.variants[0]!.rate),
            probability: chance(i18n, winner.comparison.probabilityBetter),
          })}
        </Verdict>
      ) : experiment.sampleRatio.mismatch ? null : (
        <Verdict $tone="none">{t('experiments.noWinner')}</Verdict>
      )}
      <VariantTable>
        <caption className="visually-hidden">{t('experiments.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('experiments.variant')}</th>
            <th scope="col">{t('experiments.visitors')}</th>
            <th scope="col">{t('experiments.conversions')}</th>
            <th scope="col">{t('experiments.rate')}</th>
            <th scope="col">{t('experiments.difference')}</th>
            <th scope="col">{t('experiments.probability')}</th>
          </tr>
        </thead>
        <tbody>
          {experiment.variants.map((variant) => (
            <VariantRow key={variant.index} variant={variant} />
          ))}
        </tbody>
      </VariantTable>
      <ExperimentSpeed experiment={experiment} />
      {experiment.promoted === null ? (
        <Actions style={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
          {experiment.variants.slice(1).map((variant) => (
            <Button
              key={variant.index}
              variant={variant.index === experiment.winner ? 'primary' : 'secondary'}
              busy={busy === variant.index}
              onClick={() => onPromote(variant)}
            >
              <Crown size={16} aria-hidden="true" />
              {t('experiments.promote', { name: variant.name })}
            </Button>
          ))}
          {experiment.status === 'running' ? (
            <Button variant="ghost" busy={busy === 'stop'} onClick={onStop}>
              <Square size={16} aria-hidden="true" />
              {t('experiments.stop')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </div>
  );
}
