import { consentOpenAttribute } from '../../../shared/measurement';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SiteSettings } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { addressLine, legalNameOf } from '../../../shared/companyIdentity';
import { useChrome, useSettings } from '../../api/settings';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';
import { CompanyIdentity } from '../CompanyIdentity/CompanyIdentity';
import { Container } from '../Section/Section';
import { leadingLinks, serviceItems, trailingLinks } from '../Nav/navItems';

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.color.surfaceInverse};
  --focus-ring: ${({ theme }) => theme.color.focusInverse};
  color: ${({ theme }) => theme.color.textInverseMuted};
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[5]};
  a {
    color: ${({ theme }) => theme.color.textInverse};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.4fr 1fr 1fr 1.3fr;
  gap: ${({ theme }) => theme.space[6]};
  /* On a tablet's width two columns of two, so "Konverteringsoptimering" keeps its line. */
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    color: ${({ theme }) => theme.color.textInverse};
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${fontWeight.bold};
  }
  ul {
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Brand = styled.p`
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${fontWeight.heavy};
`;

const ContactLine = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  svg {
    flex: none;
    margin-top: 0.2rem;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[7]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid rgb(255 255 255 / 0.15);
  font-size: ${({ theme }) => theme.fontSize.sm};
  /* The legal links wrap as whole words onto a second row on a narrow phone ("Integritetspolic|y" did not). */
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    list-style: none;
    overflow-wrap: break-word;
  }
`;

/** A button that reads as the footer's links beside it. */
const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textInverse};
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const Legal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const socialNetworks = [
  { key: 'facebookUrl', name: 'Facebook' },
  { key: 'instagramUrl', name: 'Instagram' },
  { key: 'linkedinUrl', name: 'LinkedIn' },
] as const satisfies readonly { key: keyof SiteSettings; name: string }[];

/**
 * The footer of every public page: contact details, social links and who the company is (its registered name,
 * organisation and VAT numbers) come from the site settings, its words from the shared part staff edit once
 * (Admin → Pages → Navigation and footer).
 */
export function Footer() {
  const { lang, t } = useI18n();
  const { data: settings } = useSettings();
  const chrome = useChrome(lang);
  const year = new Date().getFullYear();
  const social = settings ? socialNetworks.filter((network) => settings[network.key]) : [];
  const address = settings ? addressLine(settings) : '';
  return (
    <Wrapper>
      <Container>
        <Grid>
          <Column>
            <Brand>{settings?.siteName ?? t('brand.name')}</Brand>
            {chrome ? <p>{chrome.footer.description}</p> : null}
            {social.length > 0 && settings ? (
              <nav aria-label={t('footer.social')}>
                <ul>
                  {social.map((network) => (
                    <li key={network.key}>
                      <a href={settings[network.key]} rel="noopener noreferrer me" target="_blank">
                        {network.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </Column>
          <Column>
            <h2>{t('footer.links')}</h2>
            <ul>
              {[...leadingLinks, ...trailingLinks].map((item) => (
                <li key={item.key}>
                  <Link to={item.href(lang)}>{t(item.key)}</Link>
                </li>
              ))}
            </ul>
          </Column>
          <Column>
            <h2>{t('footer.services')}</h2>
            <ul>
              {serviceItems.map((item) => (
                <li key={item.slug}>
                  <Link to={item.href(lang)}>{t(item.key)}</Link>
                </li>
              ))}
            </ul>
          </Column>
          <Column>
            <h2>{t('footer.contact')}</h2>
            <ul>
              {settings?.phoneNumber ? (
                <ContactLine>
                  <Phone size={16} aria-hidden="true" />
                  <span>
                    <span className="visually-hidden">{t('footer.phone')}: </span>
                    <a href={`tel:${settings.phoneNumber.replace(/[^\d+]/g, '')}`}>{settings.phoneNumber}</a>
                  </span>
                </ContactLine>
              ) : null}
              {settings?.contactEmail ? (
                <ContactLine>
                  <Mail size={16} aria-hidden="true" />
                  <span>
                    <span className="visually-hidden">{t('footer.email')}: </span>
                    <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                  </span>
                </ContactLine>
              ) : null}
              {chrome ? (
                <ContactLine>
                  <Clock size={16} aria-hidden="true" />
                  <span>{chrome.footer.hours}</span>
                </ContactLine>
              ) : null}
              {address ? (
                <ContactLine>
                  <MapPin size={16} aria-hidden="true" />
                  <span>
                    <span className="visually-hidden">{t('footer.address')}: </span>
                    {address}
                  </span>
                </ContactLine>
              ) : null}
            </ul>
          </Column>
        </Grid>
        <Bottom>
          <Legal>
            <p>
              © {year} {settings ? legalNameOf(settings) : t('brand.name')}. {t('footer.rights')}
            </p>
            <CompanyIdentity variant="line" />
          </Legal>
          <ul>
            <li>
              <Link to={paths.privacy.href(lang)}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.terms.href(lang)}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.accessibility.href(lang)}>{t('footer.accessibility')}</Link>
            </li>
            {settings?.measurement === 'consent' ? (
              <li>
                {/* Opens the consent dialog, also before the application has loaded (the first file listens). */}
                <LinkButton type="button" {...{ [consentOpenAttribute]: '' }}>
                  {t('footer.statistics')}
                </LinkButton>
              </li>
            ) : null}
          </ul>
        </Bottom>
      </Container>
    </Wrapper>
  );
}
