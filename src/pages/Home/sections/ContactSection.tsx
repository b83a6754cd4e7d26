import { CalendarClock, Clock, MessageCircle } from 'lucide-react';
import styled from 'styled-components';
import { Container, Section, SectionHeading } from '../../../components/Section/Section';
import { ContactForm } from '../../../features/contact/ContactForm';
import { useI18n } from '../../../i18n/I18nProvider';
import { media } from '../../../styles/theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.6fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: center;
    font-weight: 600;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent};
  }
`;

/** The contact form section at the bottom of the home page. */
export function ContactSection() {
  const { t } = useI18n();
  return (
    <Section id="contact" $tone="alt" aria-labelledby="contact-title">
      <Container>
        <Grid>
          <div>
            <SectionHeading
              id="contact-title"
              title={t('contact.title')}
              lead={t('contact.lead')}
              align="start"
            />
            <Facts>
              <li>
                <MessageCircle size={22} aria-hidden="true" />
                {t('contact.replyTime')}
              </li>
              <li>
                <Clock size={22} aria-hidden="true" />
                {t('contact.hours')}
              </li>
              <li>
                <CalendarClock size={22} aria-hidden="true" />
                {t('contact.mockupTime')}
              </li>
            </Facts>
          </div>
          <ContactForm />
        </Grid>
      </Container>
    </Section>
  );
}
