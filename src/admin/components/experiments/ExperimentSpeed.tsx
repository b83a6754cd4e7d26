import styled from 'styled-components';
import { experimentVitalMetrics } from '../../../../shared/experimentVitals';
import type { ExperimentResults } from '../../../../shared/experiments';
import { useAdminI18n } from '../../i18n/adminI18n';
import { none, useInsightsFormat, vitalNames } from '../insights/format';
import { AlertBox } from '../ui';
import { Sub, VariantTable } from './variantTable';

/** Below its table, the same room as below the counts' (the table's own margin); without one, the words'. */
const Speed = styled.section`
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  > p {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${AlertBox} {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Slower = styled.strong`
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * An experiment's speed per variant (docs/experiments.md, "Speed per variant"): each variant's Core Web Vitals at
 * the 75th percentile, from the visitors who accepted measurement, and a warning for a variant slower than the
 * page, however well it converts.
 */
export function ExperimentSpeed({ experiment }: { experiment: ExperimentResults }) {
  const { t } = useAdminI18n();
  const format = useInsightsFormat();
  const measured = experiment.variants.some(({ vitals }) => vitals.length > 0);
  const control = experiment.variants[0];
  const slow = experiment.variants.flatMap((variant) =>
    variant.vitals
      .filter(({ slower }) => slower)
      .map((vital) => ({
        variant,
        vital,
        page: control?.vitals.find(({ metric }) => metric === vital.metric),
      })),
  );
  return (
    <Speed aria-labelledby={`experiment-${experiment.id}-speed`}>
      <h3 id={`experiment-${experiment.id}-speed`}>{t('experiments.speed')}</h3>
      {slow.map(({ variant, vital, page }) => (
        <AlertBox key={`${variant.index} ${vital.metric}`} role="note">
          {t('experiments.slower', {
            name: variant.name,
            metric: vital.metric,
            value: format.vital(vital.metric, vital.p75),
            page: format.vital(vital.metric, page?.p75 ?? null),
          })}
        </AlertBox>
      ))}
      {measured ? (
        <VariantTable>
          <caption className="visually-hidden">{t('experiments.speedCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('experiments.variant')}</th>
              {experimentVitalMetrics.map((metric) => (
                <th key={metric} scope="col">
                  <abbr title={vitalNames[metric]}>{metric}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {experiment.variants.map((variant) => (
              <tr key={variant.index}>
                <th scope="row">
                  {variant.index === 0
                    ? t('experiments.control')
                    : t('experiments.variantNamed', { name: variant.name })}
                </th>
                {experimentVitalMetrics.map((metric) => {
                  const vital = variant.vitals.find((entry) => entry.metric === metric);
                  return (
                    <td key={metric} data-label={metric}>
                      {vital ? format.vital(metric, vital.p75) : none}
                      {vital?.slower ? <Slower> {t('experiments.slowerMark')}</Slower> : null}
                      {vital ? (
                        <Sub>{t('experiments.measurements', { count: format.count(vital.count) })}</Sub>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </VariantTable>
      ) : (
        <p>{t('experiments.noSpeed')}</p>
      )}
    </Speed>
  );
}
