import { CalendarClock, Check, Clock, MessageCircle } from 'lucide-react';
import styled from 'styled-components';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { ContactForm } from '../../features/contact/ContactForm';
import { media } from '../../styles/theme';
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
    font-weight: 600;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent};
  }
`;

/** The contact form, with what happens once it is sent beside it (the home page's anchor #contact). */
export function ContactFormBlock({ data, id }: BlockProps<'contactForm'>) {
  return (
    <Section id={id} $tone="alt" aria-labelledby={`${id}-title`}>
      <Container>
        <Grid>
          <div>
            <SectionHeading
              id={`${id}-title`}
              title={data.heading.title}
              lead={data.heading.lead}
              align="start"
            />
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
          <ContactForm />
        </Grid>
      </Container>
    </Section>
  );
}
