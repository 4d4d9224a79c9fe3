// The admin CLI, command by command, on an empty data folder (api project, PGlite) or an empty
// PostgreSQL database (api-pg project), as an operator runs it; the bin runs as a process too.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFile, uploadsRoot } from '@keel/db/content-store';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import { buildApp } from '../app.ts';
import { readEnv } from '../env.ts';
import {
  emptyTarget,
  keel,
  tableDigests,
  withTargetDatabase,
  type Target,
} from './cli-test-kit.ts';

const targets: Target[] = [];
async function target(): Promise<Target> {
  const made = await emptyTarget();
  targets.push(made);
  return made;
}
afterAll(async () => {
  for (const made of targets) await made.remove();
});

/** Signs in through the real API on the target's database (no demo seed). */
async function login(made: Target, email: string, password: string) {
  const env = readEnv({
    ...made.env,
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: 'cli-test-secret-cli-test-secret-0123456789',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ env, logger: false });
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password },
    });
    return {
      status: response.statusCode,
      user:
        response.statusCode === 200 ? response.json<{ user: { role: string } }>().user : undefined,
    };
  } finally {
    await app.close();
  }
}

describe('keel --help', () => {
  it('lists every command, and the bin answers as a process', async () => {
    const made = await target();
    const help = await keel(made, ['--help']);
    expect(help.code).toBe(0);
    for (const command of [
      'migrate',
      'create-admin',
      'reset-password',
      'seed-demo',
      'backup',
      'restore',
      'check',
    ]) {
      expect(help.output).toContain(`  ${command}`);
    }
    expect((await keel(made, ['frobnicate'])).code).toBe(1);
    expect((await keel(made, ['backup', '--help'])).output).toContain('Usage: npx keel backup');

    const bin = fileURLToPath(new URL('../../bin/keel.mjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [bin, '--help'], {
      env: { ...process.env, ...made.env },
    });
    expect(stdout).toContain('Usage: npx keel <command>');
  }, 60_000);
});

describe('keel migrate and check', () => {
  it('applies every migration once, and check reports the database reachable', async () => {
    const made = await target();
    const first = await keel(made, ['migrate']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/: (\d+) migration\(s\) applied, \1 of \1 in place\./);
    const again = await keel(made, ['migrate']);
    expect(again.output).toMatch(/: 0 migration\(s\) applied/);

    const check = await keel(made, ['check']);
    expect(check.code, check.output).toBe(0);
    expect(check.output).toContain('Configuration: valid.');
    expect(check.output).toMatch(/reachable; (\d+) of \1 migrations applied\./);
  }, 120_000);

  it('check fails with the variable named when the configuration is wrong', async () => {
    const made = await target();
    const bad = await keel({ ...made, env: { ...made.env, SMTP_URL: 'mail.example.com:25' } }, [
      'check',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('SMTP_URL: SMTP_URL must look like smtp://');

    const unreachable = {
      ...made,
      env: { ...made.env, DATABASE_URL: 'postgres://keel:secret@127.0.0.1:1/keel' },
    };
    const down = await keel(unreachable, ['check']);
    expect(down.code).toBe(1);
    expect(down.output).toContain(
      'cannot open PostgreSQL at postgres://keel:***@127.0.0.1:1/keel: ',
    );
    expect(down.output).not.toContain('secret');
  });
});

describe('keel create-admin and reset-password', () => {
  it('creates an administrator who can sign in, then resets the password', async () => {
    const made = await target();
    const created = await keel(
      made,
      ['create-admin', '--email', 'Ops@Example.com', '--first-name', 'Olga', '--last-name', 'Ops'],
      'first-pass-123\n',
    );
    expect(created.code, created.output).toBe(0);
    expect(await login(made, 'ops@example.com', 'first-pass-123')).toMatchObject({
      status: 200,
      user: { role: 'admin' },
    });

    const twice = await keel(made, [
      'create-admin',
      '--email',
      'ops@example.com',
      '--password',
      'other-pass-123',
      '--first-name',
      'O',
      '--last-name',
      'P',
    ]);
    expect(twice.code).toBe(1);
    expect(twice.output).toContain('already exists');
    const weak = await keel(made, [
      'create-admin',
      '--email',
      'x@example.com',
      '--password',
      'short',
      '--first-name',
      'X',
      '--last-name',
      'Y',
    ]);
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('Password must be at least 8 characters');

    const reset = await keel(made, [
      'reset-password',
      '--email',
      'ops@example.com',
      '--password',
      'second-pass-456',
    ]);
    expect(reset.code, reset.output).toBe(0);
    expect((await login(made, 'ops@example.com', 'first-pass-123')).status).toBe(400);
    expect((await login(made, 'ops@example.com', 'second-pass-456')).status).toBe(200);
    const version = await withTargetDatabase(made, async (handle) => {
      const [row] = await handle.db
        .select({ tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.email, 'ops@example.com'));
      return row?.tokenVersion;
    });
    expect(version).toBe(1);
    expect(
      (
        await keel(made, [
          'reset-password',
          '--email',
          'nobody@example.com',
          '--password',
          'second-pass-456',
        ])
      ).output,
    ).toContain('no user has the e-mail');
  }, 180_000);
});

describe('keel seed-demo, backup and restore', () => {
  it('seeds an empty database once; a backup restored into an empty target gives back the same rows and files', async () => {
    const source = await target();
    const seeded = await keel(source, ['seed-demo']);
    expect(seeded.code, seeded.output).toBe(0);
    const again = await keel(source, ['seed-demo']);
    expect(again.code).toBe(1);
    expect(again.output).toContain('seed-demo only fills an empty database');

    const archive = path.join(source.dataDir, 'backup.tar.gz');
    const backup = await keel(source, ['backup', '--out', archive]);
    expect(backup.code, backup.output).toBe(0);

    const copy = await target();
    const restore = await keel(copy, ['restore', '--from', archive]);
    expect(restore.code, restore.output).toBe(0);

    const before = await withTargetDatabase(source, tableDigests);
    const after = await withTargetDatabase(copy, tableDigests);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(after).toEqual(before);

    const hashes = await withTargetDatabase(copy, async (handle) =>
      (await handle.db.selectDistinct({ sha: uploads.sha256 }).from(uploads)).map((row) => row.sha),
    );
    expect(hashes.length).toBeGreaterThan(10);
    for (const sha of hashes) {
      const bytes = readFileSync(contentFile(uploadsRoot(copy.dataDir), sha));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha);
    }
    expect(await login(copy, 'demo@keel.dev', 'demo1234')).toMatchObject({ status: 200 });

    // A restore never lands on live data.
    const onto = await keel(copy, ['restore', '--from', archive]);
    expect(onto.code).toBe(1);
    expect(onto.output).toMatch(/already holds a database|has tables/);
  }, 600_000);
});
