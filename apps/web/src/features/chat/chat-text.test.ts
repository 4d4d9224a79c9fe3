import { describe, expect, it } from 'vitest';
import type { Conversation, Message, Participant } from '@keel/contracts/chat';
import { conversationTitle, lastSeenMessageId, previewOf } from './chat-text.ts';

const person = (id: string, lastReadAt: string | null = null) =>
  ({ id, name: id.toUpperCase(), lastReadAt }) as Participant;
const message = (id: string, senderId: string, second: number) =>
  ({
    id,
    senderId,
    body: id,
    contentType: 'text',
    attachments: [],
    createdAt: `2026-01-01T00:00:${String(second).padStart(2, '0')}.000Z`,
  }) as unknown as Message;

describe('chat text', () => {
  it('names a conversation by the others in it', () => {
    expect(
      conversationTitle({ participants: [person('me'), person('ann'), person('bo')] }, 'me'),
    ).toBe('ANN, BO');
  });

  it('finds my last message everyone has read', () => {
    const conversation = {
      participants: [
        person('me'),
        person('ann', '2026-01-01T00:00:20.000Z'),
        person('bo', '2026-01-01T00:00:40.000Z'),
      ],
      messages: [message('a', 'me', 10), message('b', 'ann', 15), message('c', 'me', 30)],
    } as Conversation;
    expect(lastSeenMessageId(conversation, 'me')).toBe('a');
    conversation.participants[1]!.lastReadAt = '2026-01-01T00:00:30.000Z';
    expect(lastSeenMessageId(conversation, 'me')).toBe('c');
    expect(lastSeenMessageId({ ...conversation, participants: [person('me')] }, 'me')).toBeNull();
  });

  it('previews text, images and files', () => {
    expect(previewOf(undefined).kind).toBe('none');
    expect(previewOf({ ...message('x', 'a', 1), contentType: 'image' }).kind).toBe('image');
    expect(
      previewOf({ ...message('x', 'a', 1), body: '', attachments: [{ name: 'a.pdf' }] } as Message),
    ).toEqual({ text: 'a.pdf', kind: 'file' });
  });
});
