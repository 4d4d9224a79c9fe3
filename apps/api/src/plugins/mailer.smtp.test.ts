// Outgoing mail through a real SMTP exchange: a loopback server from smtp-server receives what
// the reset-password call sends, from the configured SMTP_FROM.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_EMAIL } from '@keel/db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mailer over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let testApp: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      // Plain SMTP on loopback: no certificate to offer, no account to check.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    testApp = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'Keel Ops <ops@example.test>',
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the reset code to the user, from SMTP_FROM', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { email: DEMO_MEMBER_EMAIL },
    });
    expect(response.statusCode).toBe(200);

    // The code is sent in the background, so known and unknown e-mails answer alike (issue 22).
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const [message] = received;
    expect(message!.from).toBe('ops@example.test');
    expect(message!.to).toEqual([DEMO_MEMBER_EMAIL]);
    expect(message!.raw).toMatch(/^From: Keel Ops <ops@example\.test>$/m);
    expect(message!.raw).toMatch(new RegExp(`^To: ${DEMO_MEMBER_EMAIL.replace('.', '\\.')}$`, 'm'));
    expect(message!.raw).toMatch(/^Subject: .+/m);
    expect(message!.raw).toMatch(/\b\d{6}\b/);
  });

  it('keeps the reset code out of the Keel inbox: only the real e-mail gets it (issue 22)', async () => {
    const { headers } = await signIn(testApp.app, DEMO_MEMBER_EMAIL);
    const inbox = await testApp.app.inject({
      method: 'GET',
      url: '/api/mail/mails?systemLabel=inbox&pageSize=5',
      headers,
    });
    expect(inbox.statusCode).toBe(200);
    const senders = inbox
      .json<{ mails: { from: { email: string } }[] }>()
      .mails.map((mail) => mail.from.email);
    expect(senders).not.toContain('ops@example.test');
  });
});
