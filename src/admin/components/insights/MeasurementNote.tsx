import styled from 'styled-components';
import type { InsightsReport } from '../../../../shared/insights';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { useInsightsFormat } from './format';

type Mode = InsightsReport['measurement']['periods'][number]['mode'];

const modeKeys: Record<Mode, AdminMessageKey> = {
  server: 'insights.measurement.server',
  consent: 'insights.measurement.consent',
  off: 'insights.measurement.off',
  beacon: 'insights.measurement.beacon',
};

const Note = styled.section`
  font-size: 0.875rem;
  h2 {
    font-size: 1rem;
    margin: 0 0 0.25rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
  /* A range of dates keeps its line ("15 feb. – 16 mars 2026"). */
  li > span {
    white-space: nowrap;
  }
`;

/**
 * Which measurement mode (shared/measurement.ts, chosen in Settings) counted which days of the range, and the
 * consent dialog's answers when the range had the consent mode: figures of a server-counted range have no vitals
 * or time on page, and a consent range's only the visitors who accepted (docs/insights.md).
 */
export function MeasurementNote({ measurement }: { measurement: InsightsReport['measurement'] }) {
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  if (measurement.periods.length === 0) return null;
  const asked = measurement.periods.some((period) => period.mode === 'consent');
  return (
    <Note aria-labelledby="insights-measurement-title">
      <h2 id="insights-measurement-title">{t('insights.measurement.title')}</h2>
      <ul>
        {measurement.periods.map((period) => (
          <li key={`${period.from}-${period.mode}`}>
            <span>{f.range(period.from, period.to)}</span>: {t(modeKeys[period.mode])}
          </li>
        ))}
      </ul>
      {asked ? (
        <p>
          {t('insights.measurement.consents', {
            granted: f.count(measurement.consents.granted),
            denied: f.count(measurement.consents.denied),
          })}
        </p>
      ) : null}
    </Note>
  );
}
