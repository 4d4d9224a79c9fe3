// The configuration is checked at start: a malformed SMTP_URL or SMTP_FROM stops the server
// with a message naming the variable, instead of failing at the first mail.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { EnvSchema, readEnv } from './env.ts';

describe('readEnv: e-mail settings', () => {
  it('takes smtp:// and smtps:// URLs and a sender with or without a name', () => {
    expect(readEnv({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://user:secret@mail.example.com:587',
    );
    expect(readEnv({ SMTP_URL: 'smtps://mail.example.com' }).SMTP_URL).toBe(
      'smtps://mail.example.com',
    );
    expect(readEnv({ SMTP_FROM: 'ops@example.com' }).SMTP_FROM).toBe('ops@example.com');
    expect(readEnv({ SMTP_FROM: 'Acme Ops <ops@example.com>' }).SMTP_FROM).toBe(
      'Acme Ops <ops@example.com>',
    );
  });

  it('defaults the sender to Keel <no-reply@keel.dev>', () => {
    expect(readEnv({}).SMTP_FROM).toBe('Keel <no-reply@keel.dev>');
  });

  it.each(['mail.example.com:587', 'http://mail.example.com', 'smtp://', 'not a url'])(
    'rejects SMTP_URL=%s',
    (value) => {
      expect(() => readEnv({ SMTP_URL: value })).toThrow(
        /SMTP_URL: SMTP_URL must look like smtp:\/\/user:password@host:587/,
      );
    },
  );

  it.each(['no-reply', 'Keel <no-reply>', 'Keel no-reply@keel.dev', 'a@b.c, d@e.f'])(
    'rejects SMTP_FROM=%s',
    (value) => {
      expect(() => readEnv({ SMTP_FROM: value })).toThrow(
        /SMTP_FROM: SMTP_FROM must be an e-mail address/,
      );
    },
  );
});

describe('README', () => {
  it('lists every variable env.ts reads in its environment table', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = new Set(
      [...readme.matchAll(/^\| `([A-Z0-9_]+)`(?:, `([A-Z0-9_]+)`)?/gm)].flatMap((match) =>
        [match[1], match[2]].filter(Boolean),
      ),
    );
    const missing = Object.keys(EnvSchema.shape).filter((name) => !table.has(name));
    expect(missing).toEqual([]);
  });
});
