import { asc, eq, sql } from 'drizzle-orm';
import type { ExperimentResults, VariantResult } from '../../shared/experiments';
import type { Db } from '../db/client';
import { experimentVisitors, experimentVitals, experiments, pages } from '../db/schema';
import { compareVitals } from '../../shared/experimentVitals';
import { isBlockType } from '../../shared/blocks/registry';
import { compare, sampleRatioPValue, sampleRatioThreshold, wilsonInterval, type Arm } from './statistics';

export type ExperimentRow = typeof experiments.$inferSelect;

const names = ['A', 'B', 'C'] as const;

/** Each day's visitors and conversions per variant, oldest day first. */
async function dailyCounts(db: Db, experimentId: number) {
  return db
    .select({
      day: experimentVisitors.day,
      variant: experimentVisitors.variant,
      visitors: sql<number>`count(*)::int`,
      conversions: sql<number>`count(*) filter (where ${experimentVisitors.converted})::int`,
    })
    .from(experimentVisitors)
    .where(eq(experimentVisitors.experimentId, experimentId))
    .groupBy(experimentVisitors.day, experimentVisitors.variant)
    .orderBy(asc(experimentVisitors.day));
}

/** Each variant's 75th percentile and count per metric (continuous, as percentile_cont interpolates). */
async function vitalsOf(db: Db, experimentId: number) {
  const rows = await db
    .select({
      variant: experimentVitals.variant,
      metric: experimentVitals.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${experimentVitals.value})`,
      count: sql<number>`count(*)::int`,
    })
    .from(experimentVitals)
    .where(eq(experimentVitals.experimentId, experimentId))
    .groupBy(experimentVitals.variant, experimentVitals.metric);
  return rows.map((row) => ({ ...row, p75: Number(row.p75) }));
}

/**
 * An experiment's results as Admin → Experiments shows them: per variant its counts and rate (Wilson's interval),
 * against the control the always-valid comparison over the daily looks so far, the sample-ratio test, and the
 * winner: the variant that beats the control at the error rate, unless the sample ratio says the experiment is
 * broken (then no result holds); and each variant's Core Web Vitals against the control's.
 */
export async function experimentResults(db: Db, row: ExperimentRow): Promise<ExperimentResults> {
  const [page] = await db
    .select({ sv: pages.pathSv, en: pages.pathEn, document: pages.document })
    .from(pages)
    .where(eq(pages.id, row.pageId));
  const stored = Array.isArray(page?.document.blocks) ? (page.document.blocks as unknown[]) : [];
  const typeOf = (id: string) => {
    const block = stored.find((one) => (one as { id?: unknown } | null)?.id === id) as
      { type?: unknown } | undefined;
    return typeof block?.type === 'string' && isBlockType(block.type) ? block.type : null;
  };
  const counts = await dailyCounts(db, row.id);
  const arms = row.split.length;
  // Cumulative counts after each day: the looks the sequential test has had.
  const days = [...new Set(counts.map(({ day }) => day))];
  const totals: Arm[] = Array.from({ length: arms }, () => ({ visitors: 0, conversions: 0 }));
  const looks: Arm[][] = [];
  for (const day of days) {
    for (const count of counts.filter((entry) => entry.day === day)) {
      const arm = totals[count.variant];
      if (!arm) continue;
      arm.visitors += count.visitors;
      arm.conversions += count.conversions;
    }
    looks.push(totals.map((arm) => ({ ...arm })));
  }
  const sampleRatio = sampleRatioPValue(
    totals.map(({ visitors }) => visitors),
    row.split,
  );
  const mismatch = sampleRatio < sampleRatioThreshold;
  const vitals = compareVitals(await vitalsOf(db, row.id), arms);
  const variants: VariantResult[] = totals.map((arm, index) => ({
    index,
    name: names[index]!,
    share: row.split[index]!,
    visitors: arm.visitors,
    conversions: arm.conversions,
    rate: arm.visitors > 0 ? arm.conversions / arm.visitors : 0,
    interval: wilsonInterval(arm),
    vitals: vitals[index]!,
    ...(index > 0
      ? {
          comparison: compare(
            looks.map((look) => ({ control: look[0]!, variant: look[index]! })),
            arms - 1,
          ),
        }
      : {}),
  }));
  const beating = variants
    .filter(({ comparison }) => comparison?.significant && comparison.difference > 0)
    .sort((a, b) => b.comparison!.difference - a.comparison!.difference);
  return {
    id: row.id,
    pageId: row.pageId,
    path: page ? { sv: page.sv, en: page.en } : { sv: '', en: '' },
    goal: row.goal,
    goalPath: row.goalPath,
    split: row.split,
    blockIds: row.blockIds,
    blockTypes: row.blockIds.map(typeOf),
    status: row.status,
    promoted: row.promoted,
    startedAt: row.startedAt.toISOString(),
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    days: days.length,
    variants,
    sampleRatio: { pValue: sampleRatio, mismatch },
    winner: mismatch ? null : (beating[0]?.index ?? null),
  };
}
