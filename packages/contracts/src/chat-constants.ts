// Chat's WebSocket events, limits and messages, without zod: the dashboard shell's nav badge
// follows the events on every route, and the chat page's first load stays without zod.
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

/** A typing indicator lasts this long after the last "typing" call (the client repeats it). */
export const TYPING_TTL_MS = 5000;

export const ChatMessages = {
  contactNotFound: 'Unable to find the contact',
  bodyRequired: 'Message is required',
  bodyTooLong: 'Message must be at most 5,000 characters',
  recipientRequired: 'Choose at least one contact',
  imageUrl: 'Image must be an uploaded image',
  messageNotFound: 'Message not found',
  notYourMessage: 'You can only change your own messages',
  messageDeleted: 'This message was deleted',
  onlyText: 'Only text messages can be edited',
} as const;

export const MESSAGE_MAX_LENGTH = 5000;
