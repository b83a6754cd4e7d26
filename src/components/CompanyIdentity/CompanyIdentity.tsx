import styled from 'styled-components';
import type { SiteSettings } from '../../../shared/api';
import type { Lang } from '../../../shared/i18n';
import { addressLine, companyFormName, legalNameOf } from '../../../shared/companyIdentity';
import { useSettings } from '../../api/settings';
import { useI18n } from '../../i18n/I18nProvider';
import { DetailList } from '../DetailList/DetailList';
import type { MessageKey } from '../../i18n/sv';

const Line = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  list-style: none;
`;

/** The identity's rows that have a value, in the order a visitor reads them, each with its label. */
function identityRows(settings: SiteSettings, lang: Lang) {
  const rows: { label: MessageKey; value: string; href?: string }[] = [
    { label: 'identity.legalName', value: legalNameOf(settings) },
    { label: 'identity.companyForm', value: companyFormName(settings.companyForm, lang) },
    { label: 'identity.orgNumberLong', value: settings.orgNumber },
    { label: 'identity.vatNumberLong', value: settings.vatNumber },
    { label: 'identity.address', value: addressLine(settings) },
    { label: 'identity.email', value: settings.contactEmail, href: `mailto:${settings.contactEmail}` },
    {
      label: 'identity.phone',
      value: settings.phoneNumber,
      href: `tel:${settings.phoneNumber.replace(/[^\d+]/g, '')}`,
    },
  ];
  return rows.filter((row) => row.value);
}

/**
 * Who the company behind the site is, from the site settings (e-handelslagen 8 §: name, address, e-mail,
 * organisation number and VAT number, easy to find): as a list of labelled details under a legal text, or as one
 * line in the footer (its numbers; the copyright line names the company). Nothing until the settings have loaded, and a detail staff left empty is left out.
 */
export function CompanyIdentity({ variant = 'details' }: { variant?: 'details' | 'line' }) {
  const { lang, t } = useI18n();
  const { data: settings } = useSettings();
  if (!settings) return null;
  if (variant === 'line') {
    // The registered name is the copyright line's, just above.
    const parts = [
      {
        key: 'org',
        text: settings.orgNumber && `${t('identity.orgNumber')} ${settings.orgNumber}`,
      },
      {
        key: 'vat',
        text: settings.vatNumber && `${t('identity.vatNumber')} ${settings.vatNumber}`,
      },
    ].filter((part) => part.text);
    return (
      <Line aria-label={t('identity.label')}>
        {parts.map((part) => (
          <li key={part.key}>{part.text}</li>
        ))}
      </Line>
    );
  }
  return (
    <DetailList>
      {identityRows(settings, lang).map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{t(row.label)}</dt>
          <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
        </div>
      ))}
    </DetailList>
  );
}
