// Text helpers for mails: a list snippet from the HTML body, the reply subject, who a row shows.
import type { Mail } from '@keel/contracts/mail';

export function snippetOf(html: string, length = 140): string {
  // Block ends become spaces, so paragraphs don't run into each other.
  const spaced = html.replace(/<\/(p|div|li|h\d|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim().slice(0, length);
}

/** "Re: {subject}", without stacking "Re: Re:". */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/** Sent mails and drafts show their recipients; everything else its sender. */
export function counterpartOf(mail: Mail): string {
  if (mail.folder === 'sent' || mail.folder === 'drafts')
    return mail.to.map((person) => person.name).join(', ');
  return mail.from.name;
}

/** Who a reply goes to: the sender, or for my own mail, its recipients. */
export function replyRecipients(mail: Mail, myEmail: string | undefined): string[] {
  if (mail.from.email === myEmail) return mail.to.map((person) => person.email);
  return [mail.from.email];
}

/** Reply all: the sender and every To and Cc recipient, me excluded; the first goes in To. */
export function replyAllRecipients(
  mail: Mail,
  myEmail: string | undefined,
): { to: string[]; cc: string[] } {
  const mine = (email: string) => email === myEmail;
  const to = replyRecipients(mail, myEmail);
  const everyone = [mail.from, ...mail.to, ...mail.cc].map((person) => person.email);
  const cc = [...new Set(everyone)].filter((email) => !mine(email) && !to.includes(email));
  return { to, cc };
}

/** "Fwd: {subject}", without stacking "Fwd: Fwd:". */
export function forwardSubject(subject: string): string {
  return /^fwd?:/i.test(subject) ? subject : `Fwd: ${subject}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The forwarded mail under a header, as mail programs quote it (the body is sanitised HTML). */
export function forwardBody(
  mail: Mail,
  labels: { header: string; from: string; date: string; subject: string; to: string },
  date: string,
): string {
  const people = (list: Mail['to']) =>
    list.map((person) => escapeHtml(`${person.name} <${person.email}>`)).join(', ');
  return [
    '<p></p>',
    `<p>---------- ${escapeHtml(labels.header)} ----------<br>`,
    `${escapeHtml(labels.from)}: ${people([mail.from])}<br>`,
    `${escapeHtml(labels.date)}: ${escapeHtml(date)}<br>`,
    `${escapeHtml(labels.subject)}: ${escapeHtml(mail.subject)}<br>`,
    `${escapeHtml(labels.to)}: ${people(mail.to)}</p>`,
    `<blockquote>${mail.message}</blockquote>`,
  ].join('');
}
