// The contact inbox (contact.manage): messages sent through the public contact form, read /
// unread, and a reply by e-mail to the sender (through the mailer: SMTP, else the outbox).
import { z } from 'zod';
import { IdSchema, pageFields, requiredString, sortSchema } from './common.ts';

export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  /** When the last reply went out; null until someone replied. */
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CONTACT_TABS = ['all', 'unread', 'replied'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

export const ContactListQuerySchema = z.object({
  ...pageFields(),
  sort: sortSchema(['createdAt', 'name']).prefault('createdAt:desc'),
  /** Sender name, e-mail or subject. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(CONTACT_TABS).default('all'),
});
export const ContactListResponseSchema = z.object({
  messages: z.array(ContactMessageSchema),
  total: z.number(),
  /** Per tab, for the search (not the tab). */
  counts: z.object({ all: z.number(), unread: z.number(), replied: z.number() }),
});
export type ContactListResponse = z.infer<typeof ContactListResponseSchema>;

export const ContactUpdateBodySchema = z.object({
  messageIds: z.array(IdSchema).min(1).max(100),
  isRead: z.boolean(),
});
export type ContactUpdateBody = z.input<typeof ContactUpdateBodySchema>;

export const ContactDeleteBodySchema = z.object({
  messageIds: z.array(IdSchema).min(1).max(100),
});

export const ContactReplyMessages = {
  messageRequired: 'Reply is required',
  subjectRequired: 'Subject is required',
} as const;

export const ContactReplyBodySchema = z.object({
  messageId: IdSchema,
  subject: requiredString(ContactReplyMessages.subjectRequired, {
    max: 250,
    message: 'Subject must be at most 250 characters',
  }),
  message: requiredString(ContactReplyMessages.messageRequired, {
    max: 10_000,
    message: 'Reply must be at most 10,000 characters',
  }),
});
export type ContactReplyBody = z.input<typeof ContactReplyBodySchema>;

export const ContactMessageResponseSchema = z.object({ message: ContactMessageSchema });
