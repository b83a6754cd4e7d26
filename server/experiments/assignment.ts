import { hash } from 'node:crypto';

/**
 * Which variant a visitor sees in an experiment (0 is the control): the visitor of the day (Insights' hash of the
 * day's salt, the address and the browser, server/insights/visitors.ts) hashed once more with the experiment's
 * id, read as a number in [0, 1) and placed on the split. Nothing is stored on the device: the same visitor gets
 * the same variant all day, another experiment places them independently, and the next day's salt deals anew.
 */
export function variantFor(visitor: string, experimentId: number, split: readonly number[]): number {
  const total = split.reduce((sum, share) => sum + share, 0);
  const digest = hash('sha256', `${experimentId}\n${visitor}`, 'buffer');
  const point = (digest.readUInt32BE(0) / 2 ** 32) * total;
  let reached = 0;
  for (let index = 0; index < split.length; index += 1) {
    reached += split[index]!;
    if (point < reached) return index;
  }
  return split.length - 1;
}
