// A change to a card or section someone else just deleted answers 404 "Card not found" /
// "Column not found": the board says so in words and refetches, instead of the bare message.
import { failureMessage } from '../../lib/http.ts';

const GONE: Record<string, string> = {
  'Card not found': 'live.cardGone',
  'Column not found': 'live.columnGone',
};

/** The translation key when the failure means "deleted by someone else", else null. */
export function goneKey(failure: unknown): string | null {
  return GONE[failureMessage(failure)] ?? null;
}
