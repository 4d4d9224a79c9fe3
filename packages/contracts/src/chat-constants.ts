// Chat's WebSocket events, without zod: the dashboard shell's nav badge follows them on every route.
/** Pushed over the WebSocket. */
export const CHAT_EVENTS = {
  /** To every participant: { conversationId, message } (or { truncated: true } → refetch). */
  message: 'chat.message',
  /** To every participant: { conversationId, userId, lastReadAt }: the read receipt. */
  seen: 'chat.seen',
  /** To everyone: { userId, status, lastActivity }. */
  presence: 'chat.presence',
  /** To every participant: { conversationId, message }: a message was edited or deleted. */
  changed: 'chat.message.changed',
  /** To the other participants: { conversationId, userId }: someone is typing (for a few seconds). */
  typing: 'chat.typing',
} as const;
