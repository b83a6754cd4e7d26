import styled from 'styled-components';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight } from '../../styles/theme';

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 60;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.warning};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${fontWeight.semibold};
  text-align: center;
`;

const stockholm = (lang: 'sv' | 'en', instant: string) =>
  new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(instant));

/**
 * Says that the page is a draft seen through a preview link, and until when the link works (Stockholm time, the
 * agency's). Shown above a post page rendered from a preview (server/routes/preview.ts).
 */
export function PreviewRibbon({ expiresAt }: { expiresAt: string }) {
  const { lang, t } = useI18n();
  return (
    <Bar role="status" data-preview-ribbon>
      {t('preview.ribbon', { until: stockholm(lang, expiresAt) })}
    </Bar>
  );
}
