import { CalendarClock, Check, Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice } from '../../../shared/blocks/priceFormat';
import { MomsLine } from '../../components/MomsLine/MomsLine';
import { contactSentQuery } from '../../../shared/contact';
import { useSentDetails } from '../../api/contactSent';
import { useSettings } from '../../api/settings';
import { CheckList } from '../../components/CheckList/CheckList';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { ContactForm } from '../../features/contact/ContactForm';
import { SentConfirmation } from '../../features/contact/SentConfirmation';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';
import type { BlockProps } from '../types';

/** The facts' pictures, in order: the reply, the hours, the mockup, anything more. */
const factIcons = [MessageCircle, Clock, CalendarClock, Check];

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
    font-weight: ${fontWeight.semibold};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent};
  }
`;

/** The contact page's column: the facts, the package and the details, each under a heading of its own. */
const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Price = styled.strong`
  display: block;
  color: ${({ theme }) => theme.color.text};
`;

type ContactFormData = BlockProps<'contactForm'>['data'];

/** The fixed-price package from the shared prices: the page's heading and line, then what it includes. */
function PackageFacts({
  offer,
  parts,
}: { offer: NonNullable<ContactFormData['offer']> } & Pick<BlockProps<'contactForm'>, 'parts'>) {
  const { lang, t } = useI18n();
  const fixed = parts.prices?.package;
  if (!fixed) return null;
  return (
    <div>
      <h2>{offer.title}</h2>
      <p>
        <Price>
          {t('offer.packageName', { name: fixed.name })} ·{' '}
          {t('offer.price', { price: formatPrice(fixed.price, lang), size: fixed.size })}
          <MomsLine price={fixed.price} basis={parts.prices?.moms ?? 'excluded'} />
        </Price>
        {offer.text}
      </p>
      <CheckList
        size="lg"
        tone="accent"
        items={fixed.includes}
        aria-label={t('offer.includes', { name: fixed.name })}
      />
    </div>
  );
}

/** The phone number and address staff set in Admin → Settings. */
function ContactDetails({ title }: { title: string }) {
  const { data: settings } = useSettings();
  if (!settings) return null;
  return (
    <div>
      <h2>{title}</h2>
      <CheckList
        size="lg"
        tone="accent"
        items={[
          {
            key: 'phone',
            icon: Phone,
            content: (
              <a href={`tel:${settings.phoneNumber.replace(/[^\d+]/g, '')}`}>{settings.phoneNumber}</a>
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
  );
}

function PageColumn({ data, parts, id }: BlockProps<'contactForm'>) {
  return (
    <Aside>
      <div>
        <h2 id={`${id}-title`}>{data.heading.title}</h2>
        {data.heading.lead ? <p>{data.heading.lead}</p> : null}
        <CheckList
          size="lg"
          tone="accent"
          items={data.facts.map((fact, index) => ({
            key: fact,
            icon: factIcons[index] ?? Check,
            content: fact,
          }))}
        />
      </div>
      {data.offer ? <PackageFacts offer={data.offer} parts={parts} /> : null}
      {data.details ? <ContactDetails title={data.details.title} /> : null}
    </Aside>
  );
}

function SectionColumn({ data, id }: BlockProps<'contactForm'>) {
  return (
    <div>
      <SectionHeading id={`${id}-title`} title={data.heading.title} lead={data.heading.lead} align="start" />
      <Facts>
        {data.facts.map((fact, index) => {
          const Icon = factIcons[index] ?? Check;
          return (
            <li key={fact}>
              <Icon size={22} aria-hidden="true" />
              {fact}
            </li>
          );
        })}
      </Facts>
    </div>
  );
}

/**
 * The confirmation after a native post, with what the server sealed in the address (nothing while it is read in
 * the application, and without the summary once the seal has expired: the message was sent all the same).
 */
function PostedConfirmation({ token, formPath }: { token: string; formPath: string }) {
  const { data } = useSentDetails(token || null);
  return <SentConfirmation sent={data ?? null} formPath={formPath} />;
}

/**
 * The contact form, with what happens once it is sent beside it: as a band on a page (the home page's anchor
 * #contact), or as the body of the contact page, with the fixed-price package and the contact details.
 */
export function ContactFormBlock(props: BlockProps<'contactForm'>) {
  const { pathname, search } = useLocation();
  // Back from a form the browser posted itself: the server stored it and sealed what was sent in the address.
  const sentToken = new URLSearchParams(search).get(contactSentQuery);
  const page = props.data.layout === 'page';
  return (
    <Section id={props.id} $tone={page ? undefined : 'alt'} aria-labelledby={`${props.id}-title`}>
      <Container>
        <Grid>
          {page ? <PageColumn {...props} /> : <SectionColumn {...props} />}
          <div>
            {sentToken !== null ? (
              <PostedConfirmation token={sentToken} formPath={pathname} />
            ) : (
              <ContactForm />
            )}
          </div>
        </Grid>
      </Container>
    </Section>
  );
}
