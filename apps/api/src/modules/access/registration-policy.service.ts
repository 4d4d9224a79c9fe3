// Who may create an account (docs/spec/product.md#security-and-access): REGISTRATION=open|invite|closed, an optional
// domain allow-list, and never the address (or domain) Keel sends its own mail from, so no one
// can pose as the system. An invitation decides the role; otherwise the workspace's default.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AccessMessages } from '@keel/contracts/access';
import { AccountMessages } from '@keel/contracts/account';
import { users } from '@keel/db/schema/users';
import { badRequest, conflict, forbidden } from '../../shared/http-error.ts';
import { parseSender } from '../../plugins/mailer.ts';
import type { InvitationsService } from './invitations.service.ts';
import type { createWorkspaceSettings } from './workspace-settings.service.ts';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export interface Admission {
  role: string;
  invitationId?: string;
}

export function createRegistrationPolicy(
  app: Pick<FastifyInstance, 'db' | 'env'>,
  invitations: InvitationsService,
  settings: ReturnType<typeof createWorkspaceSettings>,
) {
  const { REGISTRATION: mode, REGISTRATION_DOMAINS: domains } = app.env;
  // The address Keel sends from (SMTP_FROM).
  const sender = parseSender(app.env.SMTP_FROM).email.toLowerCase();

  return {
    mode,

    /** Checks a registration against the policy (403/400/409 with a clear message) and claims its invitation. */
    async admit(input: { email: string; inviteCode?: string }): Promise<Admission> {
      const taken = async () => {
        const [existing] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, input.email));
        if (existing)
          throw conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
      };
      // Open mode keeps the seed's answer: 409 for an e-mail in use, first.
      if (mode === 'open') await taken();
      if (input.email === sender || domainOf(input.email) === domainOf(sender)) {
        throw badRequest(AccessMessages.emailReserved, { email: AccessMessages.emailReserved });
      }
      if (domains.length > 0 && !domains.includes(domainOf(input.email))) {
        const message = AccessMessages.domainNotAllowed.replace('{domains}', domains.join(', '));
        throw badRequest(message, { email: message });
      }
      // Issue 22 (enumeration): without an invitation, an invite-only or closed workspace answers
      // the same whether or not the e-mail has an account; only open mode tells (the seed's 409).
      if (mode === 'closed') throw forbidden(AccessMessages.registrationClosed);
      if (mode === 'invite' && !input.inviteCode)
        throw forbidden(AccessMessages.invitationRequired);
      if (mode !== 'open') await taken();
      if (input.inviteCode) {
        const claim = await invitations.claim(input.inviteCode, input.email);
        return { role: claim.role, invitationId: claim.id };
      }
      if (mode === 'invite') throw forbidden(AccessMessages.invitationRequired);
      return { role: (await settings.read()).defaultRole };
    },
  };
}

export type RegistrationPolicy = ReturnType<typeof createRegistrationPolicy>;
