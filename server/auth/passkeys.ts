import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { passkeyChallenges, passkeys, settings, users } from '../db/schema';

/**
 * Passkeys (WebAuthn) with SimpleWebAuthn: the ceremonies' options, and the checks of what the authenticator
 * answers. The relying party is the site's own address (PUBLIC_BASE_URL): a passkey made for it answers
 * nowhere else, which is what makes it resist phishing.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

export const relyingParty = (config: Pick<Config, 'publicBaseUrl'>): RelyingParty => {
  const url = new URL(config.publicBaseUrl);
  return { id: url.hostname, origin: url.origin };
};

/**
 * The signature algorithms a passkey may use (COSE ids): EdDSA, ES256 and RS256, what authenticators make.
 * Named, so the library does not probe the runtime for post-quantum ones (Node 26 warns about that probe).
 */
const algorithms = [-8, -7, -257];

/** How long a ceremony's challenge may wait for its answer. */
const challengeMs = 5 * 60_000;
/** A staff member keeps at most this many passkeys (one per device is the usual need). */
export const passkeyLimit = 20;

async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'sign-in',
  userId: number | null,
) {
  // Old, unanswered ones of anyone go first.
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date()));
  await db
    .insert(passkeyChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(Date.now() + challengeMs) });
}

/** Uses a challenge up: true once, for the ceremony (and account) it was made for, before it expires. */
function takeChallenge(db: Db, purpose: 'register' | 'sign-in', userId: number | null) {
  return async (challenge: string) => {
    const taken = await db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.purpose, purpose),
          gt(passkeyChallenges.expiresAt, new Date()),
          userId === null ? undefined : eq(passkeyChallenges.userId, userId),
        ),
      )
      .returning({ challenge: passkeyChallenges.challenge });
    return taken.length === 1;
  };
}

/** The account's passkeys, oldest first, as My account lists them. */
export async function listPasskeys(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * The options a browser needs to make a new passkey for the account: a resident (discoverable) key, so that
 * signing in needs no e-mail typed, with user verification (a PIN, a fingerprint) so that it is two factors in
 * one; none of the account's passkeys again.
 */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  user: { id: number; name: string; email: string },
) {
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  // The name the device shows beside the account: the site's, as the settings have it now.
  const [site] = await db.select({ siteName: settings.siteName }).from(settings).where(eq(settings.id, 1));
  const options = await generateRegistrationOptions({
    rpName: site?.siteName ?? 'Novaweb',
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`staff-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: algorithms,
  });
  await keepChallenge(db, options.challenge, 'register', user.id);
  return options;
}

export type PasskeyFailure = 'invalid' | 'duplicate';

/** Checks a new passkey's answer and keeps it under the name given; a failure says why, never throws. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  userId: number,
  response: RegistrationResponseJSON,
  name: string,
): Promise<{ id: number } | PasskeyFailure> {
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: takeChallenge(db, 'register', userId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: algorithms,
    });
  } catch {
    return 'invalid';
  }
  if (!verified.verified) return 'invalid';
  const { credential, credentialBackedUp } = verified.registrationInfo;
  const [row] = await db
    .insert(passkeys)
    .values({
      userId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      backedUp: credentialBackedUp,
    })
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  return row ?? 'duplicate';
}

/** The options for signing in with any passkey of this site (the authenticator offers the accounts it holds). */
export async function signInOptions(db: Db, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await keepChallenge(db, options.challenge, 'sign-in', null);
  return options;
}

/**
 * Checks a passkey sign-in: a known credential, the challenge this site gave (once), this site's origin, the
 * user verified, the signature by the kept public key, and a counter that went forward (a cloned key's does
 * not). Answers the account, or null.
 */
export async function verifyPasskeySignIn(db: Db, rp: RelyingParty, response: AuthenticationResponseJSON) {
  const [key] = await db
    .select({
      id: passkeys.id,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      user: { id: users.id, name: users.name, email: users.email, role: users.role, lang: users.lang },
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id));
  if (!key) return null;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: takeChallenge(db, 'sign-in', null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: key.credentialId,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.counter,
        transports: key.transports,
      },
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, key.id));
  return { passkeyId: key.id, user: key.user };
}
