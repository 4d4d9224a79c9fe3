// Outgoing e-mail (verification and reset codes, welcome mails): SMTP through nodemailer when
// SMTP_URL is set, otherwise the server log and the `outbox` table (tests read codes there).
// Every mail is from SMTP_FROM (env.ts validates both at start).
// The mail feature may register an inbox delivery so a copy also lands in the Keel inbox, except
// for secret mails (reset and verify codes, issue 22): a stolen access token could read them
// there. A mail's text reaches the log only in demo mode (no SMTP and demo data seeded).
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { outbox } from '@keel/db/schema/account-security';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (a sent invoice's PDF). */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
  /** Holds a code: the real e-mail only (no inbox copy). */
  secret?: boolean;
}

export interface Sender {
  name: string;
  email: string;
}

export interface Mailer {
  /** SMTP_FROM, for the Keel inbox copy of each mail too. */
  sender: Sender;
  send(mail: OutgoingMail): Promise<void>;
  /** Called with every mail sent, to copy it into the recipient's Keel inbox (if they have one). */
  setInboxDelivery(deliver: (mail: OutgoingMail) => Promise<void>): void;
}

/** "Name <address>" or a bare address (then named Keel). */
export function parseSender(from: string): Sender {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return named
    ? { name: named[1] || 'Keel', email: named[2]! }
    : { name: 'Keel', email: from.trim() };
}

export const mailerPlugin = fp<{ smtpUrl?: string; from: string; demo: boolean }>(
  async (app, options) => {
    const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
    const sender = parseSender(options.from);
    let inboxDelivery: ((mail: OutgoingMail) => Promise<void>) | undefined;
    if (transport) app.addHook('onClose', async () => transport.close());

    app.decorate('mailer', {
      sender,
      async send(mail) {
        if (transport) {
          try {
            await transport.sendMail({
              from: { name: sender.name, address: sender.email },
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              attachments: mail.attachments?.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.content),
              })),
            });
          } catch (error) {
            // The request that triggered it still succeeds; the user can ask for another code.
            app.log.error({ err: error }, 'sending e-mail failed');
          }
        } else {
          // Codes in clear belong in the log of a demo only (README: demo logins, no SMTP).
          app.log.info(
            options.demo
              ? {
                  to: mail.to,
                  subject: mail.subject,
                  text: mail.text,
                  attachments: mail.attachments?.map((file) => file.filename),
                }
              : { subject: mail.subject },
            'e-mail (no SMTP_URL: written to the outbox)',
          );
          await app.db.insert(outbox).values({
            toAddress: mail.to,
            subject: mail.subject,
            text: mail.text,
            attachments: (mail.attachments ?? []).map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: Buffer.from(file.content).toString('base64'),
            })),
          });
        }
        if (inboxDelivery && !mail.secret) {
          await inboxDelivery(mail).catch((error: unknown) =>
            app.log.error({ err: error }, 'inbox copy failed'),
          );
        }
      },
      setInboxDelivery(deliver) {
        inboxDelivery = deliver;
      },
    } satisfies Mailer);
  },
  { name: 'mailer', dependencies: ['database'] },
);
