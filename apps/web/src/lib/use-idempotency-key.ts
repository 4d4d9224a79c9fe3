// One `Idempotency-Key` per submit (issue 17): the key stays the same across a double click and
// a retry after a lost answer, so the server does the thing once; it is renewed once a submit
// succeeded, so the next one is new. Pass `headers` to the call, call `renew()` after success.
import { useCallback, useRef, useState } from 'react';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@keel/contracts/idempotency';

export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

export function useIdempotencyKey() {
  const [initial] = useState(newIdempotencyKey);
  const key = useRef(initial);
  const headers = useCallback(() => idempotencyHeaders(key.current), []);
  const renew = useCallback(() => {
    key.current = newIdempotencyKey();
  }, []);
  return { headers, renew };
}
