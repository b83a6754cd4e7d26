import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { idParams } from '../../shared/inputRules';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The address of every route that acts on one user account by its id, now or added later. */
export const userAccountRoute = /^\/api\/admin\/users\/:id(?:\/|$)/;

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The two main admin accounts (users.protected) belong to their owners: nobody else may change them, not
 * their role, e-mail, password, second factor or sessions. One rule for every route at a user's address
 * (`/api/admin/users/:id…`) that changes something, added to each such route as it is registered, so a route
 * added later is held by it without being told. Its owner changes the account on My account
 * (`/api/admin/account…`), which acts only on the signed-in user. A route's own staff guard runs first (it
 * sets `request.staff`); a call without one is refused too.
 */
export function keepProtectedAccountsTheirOwn(app: FastifyInstance, db: Db) {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = idParams.safeParse(request.params);
    // No such id can exist: the route answers 404 itself.
    if (!params.success) return;
    const [target] = await db
      .select({ protected: users.protected })
      .from(users)
      .where(eq(users.id, params.data.id));
    if (!target?.protected || request.staff?.id === params.data.id) return;
    // Deleting one answers in the specification's words.
    if (request.method === 'DELETE' && request.routeOptions.url === '/api/admin/users/:id') {
      return reply.code(403).send({ error: 'Cannot delete main admin accounts' });
    }
    return reply.code(403).send({
      error: 'protected_account',
      message: 'A main admin account can be changed only by its owner',
    });
  };

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!userAccountRoute.test(route.url) || methods.every((method) => readOnly.has(method))) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, guard as preHandlerHookHandler];
  });
}
