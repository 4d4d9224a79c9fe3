// A per-user cap on uploads streaming at the same time (UPLOADS_PER_USER), so one account can't
// hold every connection and disk stream of the process. Counted per API process: behind a load
// balancer with N processes a user may run up to N times the cap.
import { tooManyRequests } from '../shared/http-error.ts';
import { UploadMessages } from '@keel/contracts/uploads';

export function createUploadSlots(perUser: number) {
  const active = new Map<string, number>();
  return {
    /** Takes a slot or answers 429; the returned function gives it back (call it once). */
    acquire(userId: string): () => void {
      const current = active.get(userId) ?? 0;
      if (current >= perUser) throw tooManyRequests(UploadMessages.tooManyUploads(perUser));
      active.set(userId, current + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (active.get(userId) ?? 1) - 1;
        if (left <= 0) active.delete(userId);
        else active.set(userId, left);
      };
    },
  };
}
