import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { InvitationInput } from '../../shared/adminSchemas';
import type { Lang } from '../../shared/i18n';
import type { Invitation } from '../../shared/invitations';
import { audit, type Actor } from '../audit';
import type { Db, Tx } from '../db/client';
import { invitations, outbox, settings, users } from '../db/schema';
import { outboxRow } from '../mail/outbox';
import { invitationMail, siteForMail } from '../mail/templates';
import { hashPassword } from './passwords';

/** An invitation's link works once, for seven days; resending makes a new one for seven more. */
export const invitationLifetimeMs = 7 * 24 * 3_600_000;

/** What the stored invitation mail says where its link goes (the link itself is one of the row's secrets). */
export const invitationLinkPlaceholder = '[invitation link]';

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The inviter, as the mail and the list name them. */
type Inviter = Actor & { name: string };

/** Why an address cannot be invited, at its field; null when it can. */
async function addressTaken(db: Tx, email: string, exceptInvitation: number | null): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (user) return 'A user with this email already exists';
  const [open] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
  if (open && open.id !== exceptInvitation)
    return 'This address is invited already: send the invitation again';
  return null;
}

/** A new link: its token (for the mail only), the hash that is stored, and when it runs out. */
function newLink() {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    stored: {
      tokenHash: digest(token),
      sentAt: new Date(),
      expiresAt: new Date(Date.now() + invitationLifetimeMs),
    },
  };
}

/** An invitation's mail with its link, queued in the same transaction (sent whatever happens next). */
async function mailLink(
  tx: Tx,
  invitation: { email: string; name: string; role: 'Admin' | 'Editor'; lang: Lang },
  token: string,
  by: Inviter,
  baseUrl: string,
): Promise<void> {
  const [site] = await tx.select().from(settings).where(eq(settings.id, 1));
  // The Outbox shows every mail to Admins: the link stays out of what it stores to show (`secrets`), or any Admin
  // could accept another person's invitation there. The page it opens speaks the invitation's language.
  const link = `${baseUrl}/admin/invitation#token=${token}&lang=${invitation.lang}`;
  const content = invitationMail(
    {
      name: invitation.name,
      role: invitation.role,
      by: by.name || by.email,
      link: invitationLinkPlaceholder,
    },
    siteForMail(site, baseUrl),
    invitation.lang,
  );
  await tx.insert(outbox).values(
    outboxRow({
      kind: 'invitation',
      to: invitation.email,
      ...content,
      secrets: { [invitationLinkPlaceholder]: link },
    }),
  );
}

/** The invitations not yet accepted or revoked, oldest first, each with who sent it and whether it ran out. */
export async function openInvitations(db: Db): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      name: invitations.name,
      role: invitations.role,
      lang: invitations.lang,
      sentAt: invitations.sentAt,
      expiresAt: invitations.expiresAt,
      invitedBy: users.name,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(asc(invitations.id));
  const now = Date.now();
  return rows.map((row) => ({
    ...row,
    invitedBy: row.invitedBy ?? null,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now,
  }));
}

/**
 * Invites an address (lower-cased) with a role and a language, and queues the mail with its link. Refused at the
 * e-mail field when a staff account or an open invitation has the address already.
 */
export async function invite(
  db: Db,
  input: InvitationInput & { email: string },
  by: Inviter,
  baseUrl: string,
): Promise<{ invitation: Invitation } | { fields: Record<string, string> }> {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    // One invitation at a time per address: two Admins inviting the same person at once wait here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation:${email}`}))`);
    const taken = await addressTaken(tx, email, null);
    if (taken) return { fields: { email: taken } };
    const link = newLink();
    const [row] = await tx
      .insert(invitations)
      .values({
        email,
        name: input.name ?? '',
        role: input.role ?? 'Editor',
        lang: input.lang,
        invitedBy: by.id,
        ...link.stored,
      })
      .returning();
    await mailLink(tx, row!, link.token, by, baseUrl);
    await audit(tx, by, 'create', 'invitation', row!.id, `${email} (${row!.role})`);
    return {
      invitation: {
        id: row!.id,
        email,
        name: row!.name,
        role: row!.role,
        lang: row!.lang,
        invitedBy: by.name,
        sentAt: row!.sentAt.toISOString(),
        expiresAt: row!.expiresAt.toISOString(),
        expired: false,
      },
    };
  });
}

/** Sends an open invitation again with a new link (the old one stops working). False when it is not open. */
export async function resendInvitation(db: Db, id: number, by: Inviter, baseUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .for('update');
    if (!row) return false;
    const link = newLink();
    await tx.update(invitations).set(link.stored).where(eq(invitations.id, id));
    await mailLink(tx, row, link.token, by, baseUrl);
    await audit(tx, by, 'resend', 'invitation', id, row.email);
    return true;
  });
}

/** Ends an open invitation: its link stops working. False when it is not open. */
export async function revokeInvitation(db: Db, id: number, by: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning();
    if (!row) return false;
    await audit(tx, by, 'delete', 'invitation', id, row.email);
    return true;
  });
}

/** What an invitation's page shows before the invitee accepts: to whom, as what. Null for a spent link. */
export async function invitationByToken(
  db: Db,
  token: string,
): Promise<{ email: string; name: string; role: 'Admin' | 'Editor'; lang: Lang } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      email: invitations.email,
      name: invitations.name,
      role: invitations.role,
      lang: invitations.lang,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, digest(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/**
 * Accepts an invitation: its staff account is made with the name and password the invitee chose, the role and
 * language the Admin gave. Once (the invitation is claimed in the statement that checks it, so two tries at once
 * cannot both pass), within its seven days, unless revoked. Null for a spent link; `taken` when an account got
 * the address meanwhile.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  choice: { name: string; password: string },
): Promise<{ userId: number; email: string } | 'taken' | null> {
  if (!token || token.length > 200) return null;
  const passwordHash = await hashPassword(choice.password);
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(
          and(
            eq(invitations.tokenHash, digest(token)),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
            gt(invitations.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!claimed) return null;
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, claimed.email));
      const [created] = existing
        ? []
        : await tx
            .insert(users)
            .values({
              name: choice.name,
              email: claimed.email,
              role: claimed.role,
              lang: claimed.lang,
              passwordHash,
            })
            .onConflictDoNothing()
            .returning({ id: users.id, email: users.email });
      // The invitation stays open: an Admin can revoke it, or the account's owner signs in as they are.
      if (!created) throw new AddressTaken();
      await tx.update(invitations).set({ userId: created.id }).where(eq(invitations.id, claimed.id));
      await audit(
        tx,
        created,
        'create',
        'user',
        created.id,
        `${created.email} (${claimed.role}), by invitation`,
      );
      return { userId: created.id, email: created.email };
    });
  } catch (error) {
    if (error instanceof AddressTaken) return 'taken';
    throw error;
  }
}

/** Undoes an acceptance whose address has an account already (made by another invitation meanwhile). */
class AddressTaken extends Error {}
