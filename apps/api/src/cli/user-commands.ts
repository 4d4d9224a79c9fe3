// keel create-admin | reset-password: the first administrator of a fresh install, and a way
// back in for anyone locked out (the reset flow needs working e-mail).
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { EmailSchema, PasswordSchema, RegisterBodySchema } from '@keel/contracts/account';
import { runMigrations } from '@keel/db/migrate';
import { users } from '@keel/db/schema/users';
import type { z } from 'zod';
import { uniqueUserSlug } from '../shared/user-slug.ts';
import { CliError, withDatabase, type CliContext } from './cli-context.ts';

export interface UserOptions {
  email?: string;
  password?: string;
  'first-name'?: string;
  'last-name'?: string;
}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`,
  );
  throw new CliError(problems.join('; '));
}

/** --password, or the first line of standard input (so it stays out of `ps` and shell history). */
async function passwordOf(options: UserOptions, context: CliContext): Promise<string> {
  if (options.password !== undefined) return options.password;
  return (await context.readStdin()).split(/\r?\n/)[0] ?? '';
}

export async function createAdminCommand(context: CliContext, options: UserOptions): Promise<void> {
  const input = parsed(RegisterBodySchema, {
    email: options.email,
    password: await passwordOf(options, context),
    firstName: options['first-name'],
    lastName: options['last-name'],
  });
  await withDatabase(context.env, async (handle) => {
    await runMigrations(handle);
    const [taken] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email));
    if (taken)
      throw new CliError(
        `a user with the e-mail ${input.email} already exists (keel reset-password sets a new password).`,
      );
    const displayName = `${input.firstName} ${input.lastName}`;
    await handle.db.insert(users).values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      displayName,
      slug: await uniqueUserSlug(handle.db, displayName),
      passwordHash: await hash(input.password),
      // The built-in role with every permission (packages/contracts: BUILT_IN_ROLE_PERMISSIONS).
      role: 'admin',
      isVerified: true,
    });
  });
  context.print(`Administrator ${input.email} created: sign in with this e-mail and password.`);
}

export async function resetPasswordCommand(
  context: CliContext,
  options: UserOptions,
): Promise<void> {
  const email = parsed(EmailSchema, options.email);
  const password = parsed(PasswordSchema, await passwordOf(options, context));
  const passwordHash = await hash(password);
  const updated = await withDatabase(context.env, (handle) =>
    handle.db
      .update(users)
      // A new token version signs out every session started with the old password.
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.email, email))
      .returning({ id: users.id }),
  );
  if (updated.length === 0) throw new CliError(`no user has the e-mail ${email}.`);
  context.print(`Password of ${email} changed; their other sessions are signed out.`);
}
