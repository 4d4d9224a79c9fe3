// The authorisation matrix (docs/spec/product.md#security-and-access), derived from the routes' own permissions as the
// OpenAPI document states them: every endpoint that needs a permission × each built-in role and
// one custom role holding a single permission. A role without the permission gets 403 and no
// write gets through; a role with it is let past the permission check (2xx, or 4xx from the
// route's own validation of the empty request: never 401, 403 or 5xx).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_ROLE_PERMISSIONS,
  PERMISSIONS,
  type Permission,
} from '@keel/contracts/permissions';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { databaseSnapshot } from './database-snapshot.ts';
import { readOperations, type Operation } from './openapi-operations.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

const CUSTOM_PERMISSION: Permission = 'invoices.read';
let t: TestApp;
let operations: Operation[];
const sessions: Record<string, { session: Session; permissions: ReadonlySet<Permission> }> = {};

beforeAll(async () => {
  t = await createTestApp();
  operations = readOperations(t.app).filter((operation) => operation.permission);
  const admin = await signIn(t.app, 'demo@keel.dev');
  for (const [role, email] of [
    ['admin', 'demo@keel.dev'],
    ['manager', 'manager@keel.dev'],
    ['member', 'member@keel.dev'],
  ] as const) {
    sessions[role] = {
      session: await signIn(t.app, email),
      permissions: new Set(BUILT_IN_ROLE_PERMISSIONS[role]),
    };
  }
  // A custom role with one permission, given to a seeded member who then signs in again.
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/roles/new',
    headers: admin.headers,
    payload: {
      name: 'Invoice reader',
      description: 'Reads invoices only',
      permissions: [CUSTOM_PERMISSION],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const role = created.json<{ role: { key: string } }>().role.key;
  const people = await t.app.inject({
    method: 'GET',
    url: '/api/users?pageSize=50&status=active',
    headers: admin.headers,
  });
  const person = people
    .json<{ users: { id: string; email: string; role: string; isVerified: boolean }[] }>()
    .users.find(
      (user) => user.role === 'member' && user.isVerified && !user.email.endsWith('@keel.dev'),
    )!;
  const assigned = await t.app.inject({
    method: 'POST',
    url: '/api/users/update',
    headers: admin.headers,
    payload: { userId: person.id, user: { role } },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  sessions.custom = {
    session: await signIn(t.app, person.email),
    permissions: new Set([CUSTOM_PERMISSION]),
  };
});

afterAll(async () => {
  await t?.close();
});

async function call(operation: Operation, session: Session) {
  return t.app.inject({
    method: operation.method,
    url: operation.url(),
    headers: session.headers,
    ...(operation.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('the permission matrix', () => {
  it('covers every permission-guarded endpoint and names only known permissions', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) expect(PERMISSIONS).toContain(operation.permission);
  });

  for (const role of ['admin', 'manager', 'member', 'custom']) {
    it(`${role}: 403 exactly where the role lacks the permission, and nothing changes`, async () => {
      const { session, permissions } = sessions[role]!;
      const wrong: string[] = [];
      const refusedOnes = operations.filter((operation) => !permissions.has(operation.permission!));
      const allowedOnes = operations.filter((operation) => permissions.has(operation.permission!));
      // The refused calls first, so the snapshot shows that none of them wrote anything.
      const before = await databaseSnapshot(t.database.db);
      for (const operation of refusedOnes) {
        const response = await call(operation, session);
        if (
          response.statusCode !== 403 ||
          typeof response.json<{ message?: unknown }>().message !== 'string'
        ) {
          wrong.push(
            `${operation.name} (${operation.permission}): ${response.statusCode} ${response.body.slice(0, 100)}`,
          );
        }
      }
      expect(await databaseSnapshot(t.database.db)).toEqual(before);
      for (const operation of allowedOnes) {
        const response = await call(operation, session);
        if (
          response.statusCode === 401 ||
          response.statusCode === 403 ||
          response.statusCode >= 500
        ) {
          wrong.push(
            `${operation.name} (${operation.permission}): ${response.statusCode} ${response.body.slice(0, 100)}`,
          );
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
