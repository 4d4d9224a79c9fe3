import { describe, expect, it } from 'vitest';
import { TYPING_TTL_MS } from '@keel/contracts/chat';
import { typingNow, typingReceived, typingStopped } from './use-chat-typing.ts';

describe('typing indicator state', () => {
  it('shows a typist until their signal is old or their message arrives', () => {
    let state = typingReceived({}, 'ann', 1000);
    state = typingReceived(state, 'bob', 2000);
    expect(typingNow(state, 2500)).toEqual(['ann', 'bob']);
    expect(typingNow(state, 1000 + TYPING_TTL_MS)).toEqual(['bob']);
    // A repeated signal keeps it going.
    state = typingReceived(state, 'ann', 1000 + TYPING_TTL_MS - 1);
    expect(typingNow(state, 1000 + TYPING_TTL_MS + 10)).toEqual(['ann', 'bob']);
    state = typingStopped(state, 'bob');
    expect(typingNow(state, 2500)).toEqual(['ann']);
    expect(typingStopped(state, 'nobody')).toBe(state);
  });
});
