// `Idempotency-Key` (issue 17) for calls whose repeat would do something twice: checkout, mail
// send, invoice send. The key is claimed inside the write's own transaction: a second request
// with the same key waits on the first one's uncommitted row (PostgreSQL's unique index does
// that), then finds the answer it stored and returns it, and nothing is created twice. If the
// first one failed and rolled back, the key was never stored and the repeat runs afresh.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyMessages,
} from '@keel/contracts/idempotency';
import type { Database } from '@keel/db/client';
import { idempotencyKeys } from '@keel/db/schema/idempotency';
import { badRequest, HttpError } from './http-error.ts';

export interface IdempotencyClaim {
  userId: string;
  scope: string;
  key: string;
  requestHash: string;
  /** Set once the claim found an earlier answer (the route then says so in a header). */
  replayed?: boolean;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The request's claim, or undefined when it sent no key. 400 on a malformed key. */
export function idempotencyClaim(
  request: FastifyRequest,
  scope: string,
): IdempotencyClaim | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key))
    throw badRequest(IdempotencyMessages.invalidKey, {
      [IDEMPOTENCY_HEADER]: IdempotencyMessages.invalidKey,
    });
  const requestHash = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  return { userId: request.user.id, scope, key, requestHash };
}

const sameKey = (claim: IdempotencyClaim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
  );

/**
 * First statement of the write's transaction: claims the key, or returns the answer stored with
 * it (422 when the key came with another request body).
 */
export async function claimKey<T>(
  tx: Database,
  claim: IdempotencyClaim | undefined,
): Promise<{ replay: T } | undefined> {
  if (!claim) return undefined;
  const { replayed: _replayed, ...values } = claim;
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return undefined;
  const [row] = await tx.select().from(idempotencyKeys).where(sameKey(claim));
  // Deleted between the two statements (the user went): nothing to replay, and nothing to redo.
  if (!row) throw new HttpError(409, IdempotencyMessages.inProgress, 'IDEMPOTENCY_CONFLICT');
  if (row.requestHash !== claim.requestHash)
    throw new HttpError(422, IdempotencyMessages.reused, 'IDEMPOTENCY_KEY_REUSED');
  claim.replayed = true;
  return { replay: row.response as T };
}

/** Last statement of the write's transaction: the answer a repeat will get. */
export async function storeAnswer(
  tx: Database,
  claim: IdempotencyClaim | undefined,
  response: unknown,
): Promise<void> {
  if (!claim) return;
  await tx.update(idempotencyKeys).set({ response }).where(sameKey(claim));
}

/** Marks a repeated answer, so clients (and tests) can tell it from a fresh one. */
export function markReplay(reply: FastifyReply, claim: IdempotencyClaim | undefined): void {
  if (claim?.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
}
