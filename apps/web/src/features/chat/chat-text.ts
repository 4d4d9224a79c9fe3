// Reading a conversation from one user's side: who the others are, its title, the last message
// preview, and whether everyone else has seen my latest message.
import type { Contact, Conversation, Message, Participant } from '@keel/contracts/chat';

export function othersIn(
  conversation: Pick<Conversation, 'participants'>,
  myId: string,
): Participant[] {
  return conversation.participants.filter((participant) => participant.id !== myId);
}

export function conversationTitle(
  conversation: Pick<Conversation, 'participants'>,
  myId: string,
): string {
  return othersIn(conversation, myId)
    .map((participant) => participant.name)
    .join(', ');
}

/** The last message of mine that every other participant has read, if any. */
export function lastSeenMessageId(conversation: Conversation, myId: string): string | null {
  const others = othersIn(conversation, myId);
  if (others.length === 0) return null;
  for (let index = conversation.messages.length - 1; index >= 0; index -= 1) {
    const message = conversation.messages[index]!;
    if (message.senderId !== myId) continue;
    const seen = others.every(
      (participant) => participant.lastReadAt && participant.lastReadAt >= message.createdAt,
    );
    if (seen) return message.id;
  }
  return null;
}

export function previewOf(message: Message | undefined): {
  text: string;
  kind: 'text' | 'image' | 'file' | 'deleted' | 'none';
} {
  if (!message) return { text: '', kind: 'none' };
  if (message.deletedAt) return { text: '', kind: 'deleted' };
  if (message.contentType === 'image') return { text: '', kind: 'image' };
  if (!message.body && message.attachments.length > 0)
    return { text: message.attachments.map((file) => file.name).join(', '), kind: 'file' };
  return { text: message.body, kind: 'text' };
}

export const STATUS_COLORS: Record<Contact['status'], 'success' | 'warning' | 'error' | 'default'> =
  {
    online: 'success',
    away: 'warning',
    busy: 'error',
    offline: 'default',
  };
