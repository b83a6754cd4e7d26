import { z } from 'zod';

/**
 * The published case studies of Admin → Portfolio, read when the page is shown: each with what was done, the
 * client's words and a before/after slider (or its cover), fading in one after another. The cases are edited
 * under Portfolio; the block has nothing of its own to edit.
 */
export const portfolioCasesBlock = z.strictObject({});
export type PortfolioCasesBlock = z.infer<typeof portfolioCasesBlock>;
