// Whether the server can send e-mail (GET /api/setup's `mailDelivery`): without SMTP the code
// pages must not say "We've e-mailed…" (issue 19). Undefined while unknown; the e-mail wording
// stays until the answer says otherwise, as most deployments have SMTP.
import { useEffect, useState } from 'react';
import { setupStatus } from './setup-status.ts';

export function useMailDelivery(): boolean | undefined {
  const [delivery, setDelivery] = useState<boolean>();
  useEffect(() => {
    let active = true;
    setupStatus().then(
      (status) => active && setDelivery(status.mailDelivery),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return delivery;
}
