// Invitations (invite-only registration): an admin invites an e-mail with a role; the code in
// the link is single use (claimed by one conditional UPDATE, so two registrations racing with
// the same code cannot both succeed), expires, and can be revoked. Only its hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AccessMessages, INVITATION_TTL_DAYS, type Invitation } from '@keel/contracts/access';
import { invitations, roles, type InvitationRow } from '@keel/db/schema/access';
import { users } from '@keel/db/schema/users';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function statusOf(row: InvitationRow, now = Date.now()): Invitation['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now ? 'expired' : 'pending';
}

const toInvitation = (row: InvitationRow, roleName: string): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  roleName,
  status: statusOf(row),
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export function createInvitationsService(app: Pick<FastifyInstance, 'db' | 'mailer'>) {
  const { db } = app;
  const usable = (codeHash: string) =>
    and(
      eq(invitations.codeHash, codeHash),
      isNull(invitations.acceptedAt),
      isNull(invitations.revokedAt),
      gt(invitations.expiresAt, sql`now()`),
    );

  return {
    async list(): Promise<Invitation[]> {
      const rows = await db
        .select({ invitation: invitations, roleName: roles.name })
        .from(invitations)
        .innerJoin(roles, eq(roles.key, invitations.role))
        .orderBy(desc(invitations.createdAt))
        .limit(200);
      return rows.map((row) => toInvitation(row.invitation, row.roleName));
    },

    /** Creates the invitation and e-mails the link; answers the link once, for the admin to copy. */
    async create(input: { email: string; role: string }, invitedBy: string, origin: string) {
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (member)
        throw conflict(AccessMessages.alreadyMember, { email: AccessMessages.alreadyMember });
      const [role] = await db
        .select({ name: roles.name })
        .from(roles)
        .where(eq(roles.key, input.role));
      if (!role) throw badRequest(AccessMessages.unknownRole, { role: AccessMessages.unknownRole });
      const code = randomBytes(24).toString('base64url');
      const [row] = await db
        .insert(invitations)
        .values({
          email: input.email,
          role: input.role,
          codeHash: hashCode(code),
          invitedBy,
          expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
        })
        .returning();
      const link = `${origin}/auth/register?invite=${encodeURIComponent(code)}`;
      await app.mailer.send({
        to: input.email,
        subject: 'You are invited to Keel',
        text: `You are invited to join Keel as ${role.name}.\n\nCreate your account: ${link}\n\nThe link works once and expires in ${INVITATION_TTL_DAYS} days.`,
      });
      return { invitation: toInvitation(row!, role.name), link };
    },

    async revoke(id: string): Promise<void> {
      const [row] = await db
        .update(invitations)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(invitations.id, id),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        )
        .returning({ id: invitations.id });
      if (!row) throw notFound('Invitation');
    },

    /** What the register page shows for a code; 404 when it cannot be used. */
    async check(code: string): Promise<{ email: string; roleName: string }> {
      const [row] = await db
        .select({ email: invitations.email, roleName: roles.name })
        .from(invitations)
        .innerJoin(roles, eq(roles.key, invitations.role))
        .where(usable(hashCode(code)));
      if (!row) throw notFound('Invitation');
      return row;
    },

    /** Marks the invitation used and answers its role; 403 when it cannot be used for `email`. */
    async claim(code: string, email: string): Promise<{ id: string; role: string }> {
      const [row] = await db
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(
          and(usable(hashCode(code)), eq(sql`lower(${invitations.email})`, email.toLowerCase())),
        )
        .returning({ id: invitations.id, role: invitations.role });
      if (row) return row;
      const [other] = await db
        .select({ email: invitations.email })
        .from(invitations)
        .where(usable(hashCode(code)));
      throw badRequest(
        other ? AccessMessages.invitationOtherEmail : AccessMessages.invitationInvalid,
        {
          email: other ? AccessMessages.invitationOtherEmail : AccessMessages.invitationInvalid,
        },
      );
    },

    /** Gives the invitation back when the account could not be created after all. */
    async release(id: string): Promise<void> {
      await db.update(invitations).set({ acceptedAt: null }).where(eq(invitations.id, id));
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
