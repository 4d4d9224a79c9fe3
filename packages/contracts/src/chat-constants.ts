// Chat's WebSocket events, without zod: the dashboard shell's nav badge follows them on every route.
/** Pushed over the WebSocket. */
export const CHAT_EVENTS = {
  /** To every participant: { conversationId, message } (or { truncated: true } → refetch). */
  message: 'chat.message',
  /** To every participant: { conversationId, userId, lastReadAt }: the read receipt. */
  seen: 'chat.seen',
  /** To everyone: { userId, status, lastActivity }. */
  presence: 'chat.presence',
} as const;
