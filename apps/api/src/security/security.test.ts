// The security suite (docs/spec/product.md#security-and-access and docs/spec/product.md#quality-bars): authorisation matrix, malformed input and targeted
// attacks, on one app and database. KEEL_FUZZ_RUNS sets the generated bodies per endpoint.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, signIn } from '../test/test-app.ts';
import { describeAuthorization } from './authorization.ts';
import { describeBadInput } from './bad-input.ts';
import { readOperations } from './openapi-operations.ts';
import type { SecurityContext } from './security-context.ts';
import { describeTargetedAttacks } from './targeted-attacks.ts';

const context = {} as SecurityContext;

beforeAll(async () => {
  context.t = await createTestApp();
  context.operations = readOperations(context.t.app);
  context.demo = await signIn(context.t.app, 'demo@keel.dev');
  context.member = await signIn(context.t.app, 'member@keel.dev');
});

afterAll(async () => {
  await context.t?.close();
});

describeAuthorization(context);
describeBadInput(context);
describeTargetedAttacks(context);
