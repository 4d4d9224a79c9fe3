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
  if (mail.folder === 'sent' || mail.folder === 'drafts') return mail.to.map((person) => person.name).join(', ');
  return mail.from.name;
}

/** Who a reply goes to: the sender, or for my own mail, its recipients. */
export function replyRecipients(mail: Mail, myEmail: string | undefined): string[] {
  if (mail.from.email === myEmail) return mail.to.map((person) => person.email);
  return [mail.from.email];
}
