// Internal mail between Keel users (docs/spec/pages.md#data-shapes MailLabel/Mail/Attachment, docs/spec/pages.md#mail; docs/spec/seed.md#calls).
// A Mail is one user's copy: its id, folder, flags and labels belong to that user only.
import { z } from 'zod';
import { IdSchema, pageFields } from './common.ts';
import { CUSTOM_LABEL_IDS, MAIL_FOLDERS, SYSTEM_LABELS } from './mail-constants.ts';
import { AttachmentSchema } from './uploads.ts';

export {
  CUSTOM_LABEL_IDS,
  CUSTOM_LABELS,
  MAIL_EVENTS,
  MAIL_FOLDERS,
  SYSTEM_LABELS,
} from './mail-constants.ts';

export const MailFolderSchema = z.enum(MAIL_FOLDERS);
export type MailFolder = z.infer<typeof MailFolderSchema>;
export const SystemLabelSchema = z.enum(SYSTEM_LABELS);
export type SystemLabel = z.infer<typeof SystemLabelSchema>;

export const MailLabelSchema = z.object({
  id: z.string(),
  type: z.enum(['system', 'custom']),
  name: z.string(),
  color: z.string(),
  unreadCount: z.number(),
});
export type MailLabel = z.infer<typeof MailLabelSchema>;

export const MailPersonSchema = z.object({
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type MailPerson = z.infer<typeof MailPersonSchema>;

export const MailSchema = z.object({
  id: z.string(),
  folder: MailFolderSchema,
  labelIds: z.array(z.string()),
  isImportant: z.boolean(),
  isStarred: z.boolean(),
  isUnread: z.boolean(),
  subject: z.string(),
  /** Sanitised HTML. */
  message: z.string(),
  createdAt: z.string(),
  from: MailPersonSchema,
  to: z.array(MailPersonSchema),
  cc: z.array(MailPersonSchema),
  /** Only on the sender's own copy: a recipient never learns who else got it blind. */
  bcc: z.array(MailPersonSchema),
  attachments: z.array(AttachmentSchema),
  /** The reader's own copy of the mail this one answers, when they have it. */
  replyToId: z.string().nullable(),
  /** The conversation this mail belongs to (a reply joins the thread of the mail it answers). */
  threadId: z.string(),
  /** In a list: how many of the reader's mails under that label the thread holds (1 elsewhere). */
  threadCount: z.number(),
  /** Undo send: when a mail just sent reaches its recipients; null once delivered. */
  deliverAt: z.string().nullable(),
});
export type Mail = z.infer<typeof MailSchema>;

export const MailMessages = {
  recipientRequired: 'Add at least one recipient',
  invalidEmail: (email: string) => `${email} is not a valid e-mail`,
  unknownRecipient: (email: string) => `No Keel user with e-mail ${email}`,
  noSubject: '(no subject)',
  subjectTooLong: 'Subject must be at most 255 characters',
  messageTooLong: 'Message is too long',
  tooManyRecipients: 'At most 50 recipients',
  tooManyAttachments: 'At most 10 attachments',
  notYourAttachment: 'Attachment not found',
  deleteOnlyFromTrash: 'Only mails in Trash can be deleted for good',
  draftFolder: 'Drafts can only be moved to Trash',
  notADraft: 'Only drafts can go to Drafts',
  sentFolder: 'Only mails you sent can go to Sent',
  unknownLabel: 'Unknown label',
  alreadySent: 'This mail has already been sent',
} as const;

/** Undo send: the longest wait a client may ask for before delivery. */
export const MAIL_UNDO_MAX_SECONDS = 30;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const RecipientEmailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((value) => SIMPLE_EMAIL.test(value), {
    error: (issue) => MailMessages.invalidEmail(String(issue.input)),
  })
  .transform((email) => email.toLowerCase());

// The editor's HTML; sanitised by the server before it is stored.
const MessageHtmlSchema = z.string().max(200_000, MailMessages.messageTooLong).default('');
const SubjectSchema = z.string().trim().max(255, MailMessages.subjectTooLong).default('');
const AttachmentIdsSchema = z.array(IdSchema).max(10, MailMessages.tooManyAttachments).default([]);

export const MailListQuerySchema = z.object({
  systemLabel: SystemLabelSchema.optional(),
  customLabel: z.enum(CUSTOM_LABEL_IDS).optional(),
  q: z.string().trim().max(200).optional(),
  ...pageFields({ pageSize: 20 }),
});
export type MailListQuery = Partial<z.output<typeof MailListQuerySchema>>;

export const MailListResponseSchema = z.object({ mails: z.array(MailSchema), total: z.number() });
export type MailListResponse = z.infer<typeof MailListResponseSchema>;

export const MailLabelsResponseSchema = z.object({ labels: z.array(MailLabelSchema) });
export type MailLabelsResponse = z.infer<typeof MailLabelsResponseSchema>;

export const MailQuerySchema = z.object({ mailId: z.uuid({ error: 'Mail not found' }) });
export const MailResponseSchema = z.object({ mail: MailSchema });
export type MailResponse = z.infer<typeof MailResponseSchema>;

const CopyRecipientsSchema = z
  .array(RecipientEmailSchema)
  .max(50, MailMessages.tooManyRecipients)
  .default([]);

export const MailSendBodySchema = z.object({
  to: z
    .array(RecipientEmailSchema, { error: MailMessages.recipientRequired })
    .min(1, MailMessages.recipientRequired)
    .max(50, MailMessages.tooManyRecipients),
  cc: CopyRecipientsSchema,
  bcc: CopyRecipientsSchema,
  subject: SubjectSchema,
  message: MessageHtmlSchema,
  attachments: AttachmentIdsSchema,
  replyToId: IdSchema.nullish(),
  /** Forwarding: the reader's copy whose attachments may be sent on with this mail. */
  forwardId: IdSchema.nullish(),
  draftId: IdSchema.nullish(),
  /** Undo send: wait this long before delivering (0, the default, delivers at once). */
  undoSeconds: z.number().int().min(0).max(MAIL_UNDO_MAX_SECONDS).default(0),
});
export type MailSendBody = z.input<typeof MailSendBodySchema>;

/** The compose form: what a person types (attachments and threading are added on send). */
export const MailComposeSchema = MailSendBodySchema.pick({
  to: true,
  cc: true,
  bcc: true,
  subject: true,
  message: true,
});
export type MailComposeInput = z.input<typeof MailComposeSchema>;
export type MailComposeValues = z.output<typeof MailComposeSchema>;

export const MailDraftBodySchema = z.object({
  mailId: IdSchema.nullish(),
  to: z.array(RecipientEmailSchema).max(50, MailMessages.tooManyRecipients).default([]),
  cc: CopyRecipientsSchema,
  bcc: CopyRecipientsSchema,
  subject: SubjectSchema,
  message: MessageHtmlSchema,
  attachments: AttachmentIdsSchema,
  forwardId: IdSchema.nullish(),
});
export type MailDraftBody = z.input<typeof MailDraftBodySchema>;

export const MailChangesSchema = z
  .object({
    isStarred: z.boolean().optional(),
    isImportant: z.boolean().optional(),
    isUnread: z.boolean().optional(),
    folder: MailFolderSchema.optional(),
    labelIds: z
      .array(z.enum(CUSTOM_LABEL_IDS, { error: MailMessages.unknownLabel }))
      .max(10)
      .optional(),
  })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    'Nothing to change',
  );

export const MailUpdateBodySchema = z.object({
  mailIds: z.array(IdSchema).min(1, 'Choose at least one mail').max(100),
  changes: MailChangesSchema,
});
export type MailUpdateBody = z.input<typeof MailUpdateBodySchema>;
export const MailUpdateResponseSchema = z.object({ mails: z.array(MailSchema) });

export const MailDeleteBodySchema = z.object({
  mailIds: z.array(IdSchema).min(1, 'Choose at least one mail').max(100),
});
export type MailDeleteBody = z.input<typeof MailDeleteBodySchema>;

/** Undo send: the mail goes back to Drafts, provided it has not reached anyone yet. */
export const MailUndoBodySchema = z.object({ mailId: IdSchema });
export type MailUndoBody = z.input<typeof MailUndoBodySchema>;

/** Every mail of the conversation the reader holds, oldest first (drafts and Trash left out). */
export const MailThreadResponseSchema = z.object({ mails: z.array(MailSchema) });
export type MailThreadResponse = z.infer<typeof MailThreadResponseSchema>;

/** Keel users for the compose "To" autocomplete. */
export const MailRecipientQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const MailRecipientsResponseSchema = z.object({ recipients: z.array(MailPersonSchema) });

export const MailNewEventSchema = z.object({
  mailId: z.string(),
  subject: z.string(),
  from: MailPersonSchema,
});
export type MailNewEvent = z.infer<typeof MailNewEventSchema>;
