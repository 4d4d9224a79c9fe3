import { describe, expect, it } from 'vitest';
import type { Mail } from '@keel/contracts/mail';
import {
  counterpartOf,
  forwardBody,
  forwardSubject,
  replyAllRecipients,
  replyRecipients,
  replySubject,
  snippetOf,
} from './mail-text.ts';

const mail = {
  folder: 'inbox',
  from: { name: 'Ada', email: 'ada@x.org', avatar: null },
  to: [{ name: 'Bo', email: 'bo@x.org', avatar: null }],
  cc: [] as Mail['cc'],
} as Mail;
const person = (name: string) => ({ name, email: `${name.toLowerCase()}@x.org`, avatar: null });

describe('mail text', () => {
  it('makes a plain snippet from HTML', () => {
    expect(snippetOf('<p>Hello&nbsp;<strong>there</strong></p><p>Second &amp; last</p>')).toBe(
      'Hello there Second & last',
    );
    expect(snippetOf('<p>abcdef</p>', 3)).toBe('abc');
  });

  it('prefixes Re: once', () => {
    expect(replySubject('Plan')).toBe('Re: Plan');
    expect(replySubject('RE: Plan')).toBe('RE: Plan');
  });

  it('shows and answers the other side', () => {
    expect(counterpartOf(mail)).toBe('Ada');
    expect(counterpartOf({ ...mail, folder: 'sent' })).toBe('Bo');
    expect(replyRecipients(mail, 'bo@x.org')).toEqual(['ada@x.org']);
    expect(replyRecipients(mail, 'ada@x.org')).toEqual(['bo@x.org']);
  });

  it('replies to all: the sender in To, the other To and Cc in Cc, never me, never twice', () => {
    const group = {
      ...mail,
      to: [person('Bo'), person('Cy')],
      cc: [person('Di'), person('Ada')],
    } as Mail;
    expect(replyAllRecipients(group, 'bo@x.org')).toEqual({
      to: ['ada@x.org'],
      cc: ['cy@x.org', 'di@x.org'],
    });
    // My own mail: its To again, and its Cc.
    expect(replyAllRecipients(group, 'ada@x.org')).toEqual({
      to: ['bo@x.org', 'cy@x.org'],
      cc: ['di@x.org'],
    });
  });

  it('forwards under a header with the original quoted, names escaped', () => {
    expect(forwardSubject('Plan')).toBe('Fwd: Plan');
    expect(forwardSubject('Fwd: Plan')).toBe('Fwd: Plan');
    const body = forwardBody(
      { ...mail, subject: 'Q3 <draft>', message: '<p>Numbers</p>' } as Mail,
      { header: 'Forwarded message', from: 'From', date: 'Date', subject: 'Subject', to: 'To' },
      '1 Jan 2026',
    );
    expect(body).toContain('Forwarded message');
    expect(body).toContain('From: Ada &#60;ada@x.org&#62;');
    expect(body).toContain('Subject: Q3 &#60;draft&#62;');
    expect(body).toContain('<blockquote><p>Numbers</p></blockquote>');
  });
});
