// Public site calls (docs/spec/pages.md#public-pages): the contact form and the coming-soon subscription.
import { z } from 'zod';
import { EmailSchema } from './account.ts';
import { requiredString } from './common.ts';

export const SiteMessages = {
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5,000 characters',
  contactThanks: "Thanks, we'll get back to you soon",
  subscribed: "You're on the list!",
  alreadySubscribed: "You're already on the list",
} as const;

export const ContactBodySchema = z.object({
  name: requiredString(SiteMessages.nameRequired, {
    max: 100,
    message: 'Name must be at most 100 characters',
  }),
  email: EmailSchema,
  subject: requiredString(SiteMessages.subjectRequired, {
    max: 200,
    message: 'Subject must be at most 200 characters',
  }),
  message: requiredString(SiteMessages.messageRequired, {
    max: 5000,
    message: SiteMessages.messageTooLong,
  }),
});
export type ContactBody = z.input<typeof ContactBodySchema>;
export const ContactResponseSchema = z.object({ message: z.string() });

export const SubscribeBodySchema = z.object({ email: EmailSchema });
export type SubscribeBody = z.input<typeof SubscribeBodySchema>;
export const SubscribeResponseSchema = z.object({
  alreadySubscribed: z.boolean(),
  message: z.string(),
});
