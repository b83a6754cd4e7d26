import { Faq, faqSchema } from '../../components/Faq/Faq';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

/** Questions that open one at a time, and the same questions as the page's FAQPage for search engines. */
export function FaqBlock({ data, id }: BlockProps<'faq'>) {
  return (
    <BlockSection id={id} tone={data.tone} heading={data.heading}>
      <JsonLd data={faqSchema(data.questions)} />
      <Faq items={data.questions} />
    </BlockSection>
  );
}
