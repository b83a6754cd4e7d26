import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import type { BlockProps } from '../types';

/** The band at the foot of a page that asks the visitor to get in touch. */
export function ClosingCtaBlock({ data, id }: BlockProps<'closingCta'>) {
  return <ClosingCta block={data} id={`${id}-title`} sectionId={id} />;
}
