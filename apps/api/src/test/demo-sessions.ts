// The setup most module test kits share. Kept apart from test-app.ts, whose constants and
// helpers the security and reliability suites import without wanting any hooks registered.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, signIn, type TestApp } from './test-app.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * For a module's test kit: one fresh app per test file with the demo admin's and the member's
 * sessions, there once the file's tests run (filled in `beforeAll`, closed in `afterAll`), and
 * calls made as the admin unless other headers are given.
 */
export function appWithDemoSessions() {
  const t = {} as TestApp;
  const demo = {} as Session;
  const member = {} as Session;
  /** manager@keel.dev: workspace data (kanban sections, invoices, products), not people. */
  const manager = {} as Session;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    Object.assign(demo, await signIn(t.app, 'demo@keel.dev'));
    Object.assign(member, await signIn(t.app, 'member@keel.dev'));
    Object.assign(manager, await signIn(t.app, 'manager@keel.dev'));
  });
  afterAll(async () => t.close());

  const get = (url: string, headers = demo.headers) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers = demo.headers) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { t, demo, member, manager, get, post };
}
