// What every part of the security suite shares: one app on one seeded database (built once in
// security.test.ts, as migrating and seeding is most of the cost), its operations and two users.
import type { signIn, TestApp } from '../test/test-app.ts';
import type { Operation } from './openapi-operations.ts';

export type Session = Awaited<ReturnType<typeof signIn>>;

export interface SecurityContext {
  t: TestApp;
  operations: Operation[];
  /** demo@keel.dev, an admin. */
  demo: Session;
  /** member@keel.dev, a member. */
  member: Session;
}
