import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { Steps } from '../../components/Steps/Steps';
import { sectionTone } from '../tone';
import type { BlockProps } from '../types';

/**
 * Numbered steps as a grid or a timeline (anchor #process, steps #process-step-1 … on the home page, whose
 * block id is `process`).
 */
export function Process({ data, id }: BlockProps<'process'>) {
  return (
    <Section id={id} $tone={sectionTone[data.tone]} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading
          id={`${id}-title`}
          title={data.heading.title}
          lead={data.heading.lead}
          inverse={data.tone === 'dark'}
        />
        <Steps steps={data.steps} layout={data.layout} idPrefix={`${id}-step`} />
      </Container>
    </Section>
  );
}
