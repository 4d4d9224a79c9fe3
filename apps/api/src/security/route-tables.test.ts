// The contracts' route tables (packages/contracts/src/*.routes.ts) and the app agree: every
// table route is served, at its method and path, with the access the table names (which the
// authorisation matrix, permission-matrix.test.ts, then attacks) and its operationId.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTable } from '@keel/contracts/route';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { readOperations, type Operation } from './openapi-operations.ts';

const contracts = new URL('../../../../packages/contracts/src/', import.meta.url);
const tables: RouteTable[] = [];
for (const file of readdirSync(contracts).filter((name) => name.endsWith('.routes.ts'))) {
  const exports = (await import(`@keel/contracts/${file.replace(/\.ts$/, '')}`)) as Record<
    string,
    RouteTable
  >;
  tables.push(...Object.values(exports));
}

let t: TestApp;
let operations: Map<string, Operation & { operationId?: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  operations = new Map(
    readOperations(t.app).map((operation) => [
      operation.name,
      {
        ...operation,
        operationId: document.paths[operation.path]?.[operation.method.toLowerCase()]?.operationId,
      },
    ]),
  );
});
afterAll(() => t?.close());

describe('route tables', () => {
  it('are found', () => expect(tables.length).toBeGreaterThan(0));

  for (const table of tables) {
    for (const [name, route] of Object.entries(table.routes)) {
      it(`${table.feature}.${name} is served with the access its table names`, () => {
        const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
        const operation = operations.get(`${route.method} ${openApiPath}`);
        expect(operation, `${route.method} ${route.path}`).toBeDefined();
        expect(operation!.operationId).toBe(`${table.feature}.${name}`);
        if (route.access === 'public') expect(operation!.isPublic).toBe(true);
        else if (route.access === 'signed-in') {
          expect(operation!.isPublic).toBe(false);
          expect(operation!.permission).toBeUndefined();
        } else expect(operation!.permission).toBe(route.access);
      });
    }
  }
});
