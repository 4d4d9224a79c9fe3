// First run (docs/spec/product.md#security-and-access): a database with no admin and no demo data opens on the setup page,
// which creates the first admin. Once any admin exists, setup answers 409: it can never be used
// to take over a running workspace.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AccessMessages } from '@keel/contracts/access';
import type { SetupBodySchema } from '@keel/contracts/access';
import { hasDemoData } from '@keel/db/setup-database';
import { users, type UserRow } from '@keel/db/schema/users';
import type { z } from 'zod';
import { conflict } from '../../shared/http-error.ts';
import type { createAccountService } from '../account/account.service.ts';

// An arbitrary constant: two setup calls at once must not both create an admin.
const SETUP_LOCK_ID = 7_203_116;

export function createSetupService(
  app: Pick<FastifyInstance, 'db' | 'database'>,
  accounts: ReturnType<typeof createAccountService>,
) {
  async function hasAdmin(): Promise<boolean> {
    const [admin] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    return Boolean(admin);
  }

  return {
    async status() {
      const [admin, demoData] = await Promise.all([hasAdmin(), hasDemoData(app.db)]);
      return { needsSetup: !admin && !demoData, demoData };
    },

    async createFirstAdmin(input: z.output<typeof SetupBodySchema>): Promise<UserRow> {
      return app.database.exclusive(SETUP_LOCK_ID, async () => {
        if (await hasAdmin()) throw conflict(AccessMessages.setupDone);
        return accounts.register(input, { role: 'admin', verified: true });
      });
    },
  };
}
