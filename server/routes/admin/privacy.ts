import type { FastifyInstance } from 'fastify';
import { fieldErrors } from '../../../shared/adminSchemas';
import { personSchema } from '../../../shared/privacy';
import { staffOnly } from '../../auth/guard';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { countPerson, erasePerson } from '../../privacy/erase';
import { exportPerson } from '../../privacy/export';
import { stockholmDate } from '../../../shared/stockholm';

/**
 * A person's data by e-mail address (GDPR; Admins only; docs/admin.md). `GET /api/admin/privacy/export?email=`
 * downloads every lead of the address (any case) with its replies, notes, status changes and e-mails, and the
 * other e-mails to it, as JSON. `GET /api/admin/privacy/summary?email=` counts what an erase would delete, and
 * `POST /api/admin/privacy/erase { email }` deletes all of that; both answer `{ leads, mails }`. Export and
 * erase are audited with counts only: the log never holds the address. A bad address is 400
 * `{ error: 'validation', fields }`.
 */
export async function adminPrivacyRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config, ['Admin']));

  app.get('/api/admin/privacy/export', async (request, reply) => {
    const parsed = personSchema.safeParse(request.query);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const data = await exportPerson(db, parsed.data.email);
    const mails = data.mails.length + data.leads.reduce((sum, lead) => sum + lead.mails.length, 0);
    await audit(db, request.staff!, 'export', 'person', '', `${data.leads.length} leads, ${mails} mails`);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="personal-data-${stockholmDate()}.json"`)
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  // Counts only, for the erase's confirmation: nothing of the person leaves the server, so nothing to audit.
  app.get('/api/admin/privacy/summary', async (request, reply) => {
    const parsed = personSchema.safeParse(request.query);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    return countPerson(db, parsed.data.email);
  });

  app.post('/api/admin/privacy/erase', async (request, reply) => {
    const parsed = personSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    return erasePerson(db, parsed.data.email, request.staff!);
  });
}
