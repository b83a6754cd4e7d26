import { Testimonial } from '../../components/Testimonial/Testimonial';
import { Container, Section } from '../../components/Section/Section';
import { sectionTone } from '../tone';
import type { BlockProps } from '../types';

/** One client's words, named for assistive technology by who said them. */
export function TestimonialBlock({ data, id }: BlockProps<'testimonial'>) {
  return (
    <Section id={id} $tone={sectionTone[data.tone]} aria-label={data.author}>
      <Container>
        <Testimonial quote={data.quote} author={data.author} role={data.role} avatar="/images/avatar-1.svg" />
      </Container>
    </Section>
  );
}
