import { Steps } from '../../components/Steps/Steps';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

/**
 * Numbered steps as a grid or a timeline (anchor #process, steps #process-step-1 … on the home page, whose
 * block id is `process`).
 */
export function Process({ data, id }: BlockProps<'process'>) {
  return (
    <BlockSection id={id} tone={data.tone} heading={data.heading}>
      <Steps steps={data.steps} layout={data.layout} idPrefix={`${id}-step`} />
    </BlockSection>
  );
}
