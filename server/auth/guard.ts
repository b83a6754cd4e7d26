import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  findSession,
  mustSetUpTwoFactor,
  sessionCookie,
  type FoundSession,
  type Role,
  type StaffUser,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by the guard. */
    staff?: StaffUser;
    /** The session the guard found (its id, its second factor). */
    staffSession?: FoundSession;
  }
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A preHandler for staff-only routes: a valid session (401 otherwise), one of the roles (403 otherwise),
 * and for state-changing calls an Origin that is the site's own (403 otherwise). While the settings require a
 * second factor the staff member has not set up, only routes that allow it (their own account's) answer;
 * the rest say 403 `two_factor_setup_required`.
 */
export function staffOnly(
  db: Db,
  config: Config,
  roles: Role[] = ['Admin', 'Editor'],
  { duringTwoFactorSetup = false }: { duringTwoFactorSetup?: boolean } = {},
) {
  const siteOrigin = new URL(config.publicBaseUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (stateChanging.has(request.method) && request.headers.origin !== siteOrigin) {
      return reply.code(403).send({ error: 'forbidden', message: 'Cross-origin request refused' });
    }
    const session = await findSession(db, request.cookies[sessionCookie]);
    if (!session) return reply.code(401).send({ error: 'unauthorized', message: 'Sign in first' });
    if (!roles.includes(session.user.role)) {
      return reply.code(403).send({ error: 'forbidden', message: 'Your role may not do this' });
    }
    if (!duringTwoFactorSetup && mustSetUpTwoFactor(session)) {
      return reply.code(403).send({
        error: 'two_factor_setup_required',
        message: 'Set up two-factor sign-in on My account first',
      });
    }
    request.staff = session.user;
    request.staffSession = session;
  };
}
