import { contactSentQuery } from '../../../shared/contact';
import { useLocation } from 'react-router-dom';
import { CalendarClock, Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { useSettings } from '../../api/settings';
import { CheckList } from '../../components/CheckList/CheckList';
import { PageHero } from '../../components/PageHero/PageHero';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { Container, Section } from '../../components/Section/Section';
import { fixedOffer } from '../../content/pricing';
import { ContactForm } from '../../features/contact/ContactForm';
import { useI18n } from '../../i18n/I18nProvider';
import { media } from '../../styles/theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.6fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The contact page: terms, the fixed offer, contact details, and the form. Opens at the top. */
const SentNotice = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
`;

export function ContactPage() {
  const { lang, t } = useI18n();
  const { data: settings } = useSettings();
  const offer = fixedOffer[lang];
  // Back from a form the browser posted itself (the application had not started): it was stored.
  const sent = new URLSearchParams(useLocation().search).has(contactSentQuery);
  return (
    <>
      <PageMeta
        title={t('meta.contact.title')}
        description={t('meta.contact.description')}
        keywords={t('meta.contact.keywords')}
        path="/contact"
      />
      <PageHero
        art={{ seed: 'contact', motif: 'message', palette: 0 }}
        title={t('contactPage.title')}
        subtitle={t('contactPage.subtitle')}
        crumbs={[
          { name: t('nav.home'), path: paths.home.href(lang) },
          { name: t('nav.contact'), path: paths.contact.href(lang) },
        ]}
      />
      <Section>
        <Container>
          <Grid>
            <Aside>
              <div>
                <h2>{t('contactPage.termsTitle')}</h2>
                <CheckList
                  size="lg"
                  tone="accent"
                  items={[
                    { key: 'reply', icon: MessageCircle, content: t('contact.replyTime') },
                    { key: 'hours', icon: Clock, content: t('contact.hours') },
                    { key: 'mockup', icon: CalendarClock, content: t('contact.mockupTime') },
                  ]}
                />
              </div>
              <div>
                <h2>{t('contactPage.offerTitle')}</h2>
                <p>{t('contactPage.offerText', { price: offer.price, pages: offer.pages })}</p>
                <CheckList size="lg" tone="accent" items={offer.includes} />
              </div>
              {settings ? (
                <div>
                  <h2>{t('contactPage.detailsTitle')}</h2>
                  <CheckList
                    size="lg"
                    tone="accent"
                    items={[
                      {
                        key: 'phone',
                        icon: Phone,
                        content: (
                          <a href={`tel:${settings.phoneNumber.replace(/[^\d+]/g, '')}`}>
                            {settings.phoneNumber}
                          </a>
                        ),
                      },
                      {
                        key: 'mail',
                        icon: Mail,
                        content: <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>,
                      },
                    ]}
                  />
                </div>
              ) : null}
            </Aside>
            <div>
              {sent ? <SentNotice role="status">{t('contact.success')}</SentNotice> : null}
              <ContactForm />
            </div>
          </Grid>
        </Container>
      </Section>
    </>
  );
}
