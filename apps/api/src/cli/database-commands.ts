// keel migrate | seed-demo | check: the database steps the server otherwise does at start.
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { runMigrations } from '@keel/db/migrate';
import { users } from '@keel/db/schema/users';
import { seedDemoOnce } from '@keel/db/setup-database';
import {
  CliError,
  describeDatabase,
  migrationState,
  withDatabase,
  type CliContext,
} from './cli-context.ts';

export async function migrateCommand({ env, print }: CliContext): Promise<void> {
  await withDatabase(env, async (handle) => {
    const before = await migrationState(handle);
    await runMigrations(handle);
    const after = await migrationState(handle);
    print(
      `${describeDatabase(env)}: ${after.applied - before.applied} migration(s) applied, ${after.applied} of ${after.known} in place.`,
    );
  });
}

export async function seedDemoCommand({ env, print }: CliContext): Promise<void> {
  await withDatabase(env, async (handle) => {
    await runMigrations(handle);
    // The server's own rule (packages/db/src/setup-database.ts): once, into a database without users.
    if (!(await seedDemoOnce(handle.db, env.DATA_DIR))) {
      const [existing] = await handle.db.select({ value: count() }).from(users);
      throw new CliError(
        `the database already has ${existing?.value ?? 0} user(s) or had the demo data: seed-demo only fills an empty database.`,
      );
    }
    print(`Demo data added to ${describeDatabase(env)} (sign in as demo@keel.dev / demo1234).`);
  });
}

/** Configuration already passed readEnv(); this reaches the database and the data folder. */
export async function checkCommand({ env, print }: CliContext): Promise<void> {
  print('Configuration: valid.');
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    accessSync(env.DATA_DIR, constants.W_OK);
  } catch {
    throw new CliError(`DATA_DIR ${env.DATA_DIR} is not writable by this user.`);
  }
  print(`Data folder: ${env.DATA_DIR} (writable).`);
  await withDatabase(env, async (handle) => {
    const { known, applied } = await migrationState(handle);
    const pending = known - applied;
    print(
      `Database: ${describeDatabase(env)} reachable; ${applied} of ${known} migrations applied` +
        (pending > 0
          ? ` (${pending} pending: the server applies them at start, or run keel migrate).`
          : '.'),
    );
  });
  if (env.WEB_DIST && !existsSync(env.WEB_DIST))
    print(`Note: WEB_DIST ${env.WEB_DIST} does not exist; only the API will be served.`);
  print(
    env.SMTP_URL
      ? `E-mail: SMTP (${new URL(env.SMTP_URL).host}), sender ${env.SMTP_FROM}.`
      : 'E-mail: no SMTP_URL, mails go to the server log and the outbox table.',
  );
}
