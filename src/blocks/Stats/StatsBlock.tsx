import { Stats } from '../../components/Stats/Stats';
import { Container, Section } from '../../components/Section/Section';
import { sectionTone } from '../tone';
import type { BlockProps } from '../types';

/** A few headline figures in a band of their own, named for assistive technology by what they count. */
export function StatsBlock({ data, id }: BlockProps<'stats'>) {
  return (
    <Section
      id={id}
      $tone={sectionTone[data.tone]}
      aria-label={data.items.map((item) => item.label).join(', ')}
    >
      <Container>
        <Stats stats={data.items} inverse={data.tone === 'dark'} />
      </Container>
    </Section>
  );
}
