import type { ReactNode } from 'react';
import type { SectionToneName } from '../../shared/blocks/common';
import { Container, Section, SectionHeading } from '../components/Section/Section';
import { sectionTone } from './tone';

interface BlockSectionProps {
  /** The block's id: the section's anchor, and its heading's (`<id>-title`), which names the section. */
  id: string;
  /** The band staff chose; the heading is set light on the dark one. */
  tone?: SectionToneName;
  heading: { title: string; lead: string };
  children: ReactNode;
}

/** A block's band with its heading over the block's own content, at the page's width. */
export function BlockSection({ id, tone = 'light', heading, children }: BlockSectionProps) {
  return (
    <Section id={id} $tone={sectionTone[tone]} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading
          id={`${id}-title`}
          title={heading.title}
          lead={heading.lead}
          inverse={tone === 'dark'}
        />
        {children}
      </Container>
    </Section>
  );
}
