import type { FastifyInstance } from 'fastify';
import { calendarDate } from '../../../shared/inputRules';
import { maxInsightsDays } from '../../../shared/insights';
import { staffOnly } from '../../auth/guard';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { InsightsRollup } from '../../insights/rollup';
import { insightsReport } from '../../insights/report';
import { addDays, daysIn, stockholmDate } from '../../../shared/stockholm';

const isoDay = calendarDate();

/**
 * GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (Stockholm days, both included; Admins and Editors):
 * the Insights report (shared/insights.ts). The rollups are brought up to date first, so an event counted a
 * moment ago shows. 400 for a missing or malformed date, a range that ends before it begins, one longer than
 * 400 days, or one that begins after tomorrow.
 */
export async function adminInsightsRoutes(
  app: FastifyInstance,
  { database, config, rollup }: { database: Database; config: Config; rollup: InsightsRollup },
) {
  app.get('/api/admin/insights', { preHandler: staffOnly(database.db, config) }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const from = isoDay.safeParse(query.from);
    const to = isoDay.safeParse(query.to);
    if (!from.success || !to.success) {
      return reply.code(400).send({ error: 'bad_range', message: 'Give from and to as YYYY-MM-DD dates' });
    }
    const days = daysIn(from.data, to.data);
    if (days < 1)
      return reply.code(400).send({ error: 'bad_range', message: 'The range ends before it begins' });
    if (days > maxInsightsDays) {
      return reply
        .code(400)
        .send({ error: 'bad_range', message: `A range is at most ${maxInsightsDays} days` });
    }
    if (from.data > addDays(stockholmDate(), 1)) {
      return reply.code(400).send({ error: 'bad_range', message: 'The range begins in the future' });
    }
    await bringUpToDate(rollup, request.log);
    return insightsReport(database.db, from.data, to.data);
  });
}

/** Remakes the rollups of days with new events; a failure is logged and the report shows what was rolled up. */
export async function bringUpToDate(rollup: InsightsRollup, log: FastifyInstance['log']): Promise<void> {
  try {
    await rollup.refresh();
  } catch (error) {
    log.error({ err: error }, 'insights: rollup failed');
  }
}
