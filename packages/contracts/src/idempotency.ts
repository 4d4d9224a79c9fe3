// The `Idempotency-Key` header (issue 17): checkout, mail send and invoice send take one; the web
// app sends a fresh key per submit, so a double click or a retry after a lost answer does the
// thing once and gets the first answer again.
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats an earlier one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

export const IdempotencyMessages = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress:
    'A request with this Idempotency-Key could not be completed; try again with a new key',
} as const;

/** A fresh key for one submit of a form. */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();
