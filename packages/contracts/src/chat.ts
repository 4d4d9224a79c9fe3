// Direct and group chat between users (docs/spec/pages.md#data-shapes Contact/Conversation/Message, docs/spec/pages.md#chat; docs/spec/seed.md#entities, docs/spec/seed.md#calls).
import { z } from 'zod';
import { IdSchema } from './common.ts';
import { AttachmentSchema } from './uploads.ts';
import { PRESENCES } from './user.ts';
import { ChatMessages, MESSAGE_MAX_LENGTH } from './chat-constants.ts';

export * from './chat-constants.ts';

export const CONVERSATION_TYPES = ['ONE_TO_ONE', 'GROUP'] as const;
export const MESSAGE_CONTENT_TYPES = ['text', 'image'] as const;
export const CONTACT_STATUSES = ['online', 'offline', 'away', 'busy'] as const;
export const ContactStatusSchema = z.enum(CONTACT_STATUSES);
export type ContactStatus = z.infer<typeof ContactStatusSchema>;

/** A user who is invisible, or idle this long, reads as offline to others. */
export const IDLE_AFTER_MS = 5 * 60 * 1000;

export const ContactSchema = z.object({
  id: z.string(),
  /** The user's slug: /dashboard/chat/{username} opens the one-to-one conversation. */
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** The job title ("Role" in user tables). */
  role: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  status: ContactStatusSchema,
  lastActivity: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const ParticipantSchema = ContactSchema.extend({
  /** When this participant last opened the conversation: the read receipt. */
  lastReadAt: z.string().nullable(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  /** Text, or for `image` the image's URL. */
  body: z.string(),
  contentType: z.enum(MESSAGE_CONTENT_TYPES),
  attachments: z.array(AttachmentSchema),
  createdAt: z.string(),
  /** When the sender last edited the text; null if never. */
  editedAt: z.string().nullable(),
  /** When the sender deleted it (its text and files are gone); null otherwise. */
  deletedAt: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  id: z.string(),
  type: z.enum(CONVERSATION_TYPES),
  /** Everyone in the conversation, me included. */
  participants: z.array(ParticipantSchema),
  /** Oldest first: the latest 50 (or 50 before `before`); the list call sends only the last one. */
  messages: z.array(MessageSchema),
  unreadCount: z.number(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ContactsResponseSchema = z.object({ contacts: z.array(ContactSchema) });
export const ConversationsResponseSchema = z.object({ conversations: z.array(ConversationSchema) });

/** A conversation id, or a contact's username for the one-to-one conversation with them. */
const ConversationKeySchema = z
  .string({ error: 'conversationKey is required' })
  .trim()
  .min(1)
  .max(200);

export const ConversationQuerySchema = z.object({
  conversationKey: ConversationKeySchema,
  /** A message id: answer the 50 messages before it (scrolling up). */
  before: IdSchema.optional(),
});
/** `conversation` is null for a contact I have not talked with yet. */
export const ConversationResponseSchema = z.object({ conversation: ConversationSchema.nullable() });

export const MarkAsSeenQuerySchema = z.object({
  conversationId: z.uuid({ error: 'Conversation not found' }),
});

export const ParticipantsQuerySchema = z.object({ conversationKey: ConversationKeySchema });
/** The people I talk with in that conversation (me excluded). */
export const ParticipantsResponseSchema = z.object({ participants: z.array(ParticipantSchema) });

export const NewMessageBodySchema = z
  .object({
    conversationId: IdSchema.optional(),
    recipientIds: z.array(IdSchema).max(50).optional(),
    body: z.string().trim().max(MESSAGE_MAX_LENGTH, ChatMessages.bodyTooLong).default(''),
    contentType: z.enum(MESSAGE_CONTENT_TYPES).default('text'),
    attachments: z.array(IdSchema).max(10).default([]),
  })
  .superRefine((value, context) => {
    if (!value.conversationId && !value.recipientIds?.length) {
      context.addIssue({
        code: 'custom',
        path: ['recipientIds'],
        message: ChatMessages.recipientRequired,
      });
    }
    if (!value.body && value.attachments.length === 0) {
      context.addIssue({ code: 'custom', path: ['body'], message: ChatMessages.bodyRequired });
    }
    if (value.contentType === 'image' && !/^\/api\/uploads\/[0-9a-f-]{36}$/i.test(value.body)) {
      context.addIssue({ code: 'custom', path: ['body'], message: ChatMessages.imageUrl });
    }
  });
export type NewMessageBody = z.input<typeof NewMessageBodySchema>;
export const NewMessageResponseSchema = z.object({
  conversationId: z.string(),
  message: MessageSchema,
});
export type NewMessageResponse = z.infer<typeof NewMessageResponseSchema>;

export const EditMessageBodySchema = z.object({
  messageId: IdSchema,
  body: z
    .string()
    .trim()
    .min(1, ChatMessages.bodyRequired)
    .max(MESSAGE_MAX_LENGTH, ChatMessages.bodyTooLong),
});
export type EditMessageBody = z.input<typeof EditMessageBodySchema>;
export const DeleteMessageBodySchema = z.object({ messageId: IdSchema });
export type DeleteMessageBody = z.input<typeof DeleteMessageBodySchema>;
export const MessageResponseSchema = z.object({ message: MessageSchema });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const TypingBodySchema = z.object({ conversationId: IdSchema });
export type TypingBody = z.input<typeof TypingBodySchema>;

/** Unread messages over all my conversations: the nav badge. */
export const ChatUnreadResponseSchema = z.object({ unreadCount: z.number() });

export const ChatSearchQuerySchema = z.object({ query: z.string().trim().max(100).default('') });
export const ChatSearchResponseSchema = z.object({ results: z.array(ContactSchema) });

export const ChatStatusBodySchema = z.object({
  status: z.enum(PRESENCES, { error: 'Status must be online, away, busy or invisible' }),
});
export const ChatStatusResponseSchema = z.object({ status: z.enum(PRESENCES) });

export const ChatMessageEventSchema = z.object({
  conversationId: z.string(),
  message: MessageSchema,
});
export type ChatMessageEvent = z.infer<typeof ChatMessageEventSchema>;
export const ChatSeenEventSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  lastReadAt: z.string(),
});
export type ChatSeenEvent = z.infer<typeof ChatSeenEventSchema>;
export const ChatTypingEventSchema = z.object({ conversationId: z.string(), userId: z.string() });
export type ChatTypingEvent = z.infer<typeof ChatTypingEventSchema>;
export const ChatPresenceEventSchema = z.object({
  userId: z.string(),
  status: ContactStatusSchema,
  lastActivity: z.string(),
});
export type ChatPresenceEvent = z.infer<typeof ChatPresenceEventSchema>;
