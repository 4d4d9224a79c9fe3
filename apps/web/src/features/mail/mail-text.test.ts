import { describe, expect, it } from 'vitest';
import type { Mail } from '@keel/contracts/mail';
import { counterpartOf, replyRecipients, replySubject, snippetOf } from './mail-text.ts';

const mail = { folder: 'inbox', from: { name: 'Ada', email: 'ada@x.org', avatar: null }, to: [{ name: 'Bo', email: 'bo@x.org', avatar: null }] } as Mail;

describe('mail text', () => {
  it('makes a plain snippet from HTML', () => {
    expect(snippetOf('<p>Hello&nbsp;<strong>there</strong></p><p>Second &amp; last</p>')).toBe('Hello there Second & last');
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
});
