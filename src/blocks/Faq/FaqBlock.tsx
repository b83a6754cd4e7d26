import { Faq, faqSchema } from '../../components/Faq/Faq';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { sectionTone } from '../tone';
import type { BlockProps } from '../types';

/** Questions that open one at a time, and the same questions as the page's FAQPage for search engines. */
export function FaqBlock({ data, id }: BlockProps<'faq'>) {
  return (
    <Section id={id} $tone={sectionTone[data.tone]} aria-labelledby={`${id}-title`}>
      <JsonLd data={faqSchema(data.questions)} />
      <Container>
        <SectionHeading
          id={`${id}-title`}
          title={data.heading.title}
          lead={data.heading.lead}
          inverse={data.tone === 'dark'}
        />
        <Faq items={data.questions} />
      </Container>
    </Section>
  );
}
