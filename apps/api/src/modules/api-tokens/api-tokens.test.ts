// Personal API tokens: created with the password and scopes within the owner's permissions,
// shown once and stored hashed, used as `Authorization: Bearer`, limited to scopes ∩ the owner's
// permissions, never admitted to account/session/token routes, revocable at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, auditLog } from '@keel/db/schema/audit';
import { appWithDemoSessions } from '../../test/demo-sessions.ts';

const { t, demo, member, get, post } = appWithDemoSessions();

async function createToken(body: Record<string, unknown>, headers = demo.headers) {
  return post(
    '/api/account/tokens/new',
    { name: 'CI', scopes: ['invoices.read'], expiresInDays: 30, password: 'demo1234', ...body },
    headers,
  );
}
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe('API tokens', () => {
  it('shows the secret once, keeps only its hash, and lists the token without it', async () => {
    const response = await createToken({ name: 'Reporting' });
    expect(response.statusCode).toBe(200);
    const { token, secret } = response.json();
    expect(secret).toMatch(/^keel_pat_[\w-]{43}$/);
    expect(token).toMatchObject({
      name: 'Reporting',
      scopes: ['invoices.read'],
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = (await get('/api/account/tokens')).json().tokens;
    expect(list.map((item: { id: string }) => item.id)).toContain(token.id);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('reads invoices with an invoices.read token but gets 403 on users and on writes', async () => {
    const { secret } = (await createToken({})).json();
    expect((await get('/api/invoices', bearer(secret))).statusCode).toBe(200);
    expect((await get('/api/users', bearer(secret))).statusCode).toBe(403);
    expect((await get('/api/products?page=1', bearer(secret))).statusCode).toBe(403);
    const write = await post(
      '/api/invoices/delete',
      { invoiceIds: ['00000000-0000-4000-8000-000000000000'] },
      bearer(secret),
    );
    expect(write.statusCode).toBe(403);
  });

  it('never reaches account, session or token management', async () => {
    const { secret } = (await createToken({ scopes: ['invoices.read', 'users.read'] })).json();
    for (const url of ['/api/account/my-account', '/api/account/tokens']) {
      const response = await get(url, bearer(secret));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'API tokens cannot manage the account, sessions or tokens',
      );
    }
    expect((await createToken({}, bearer(secret))).statusCode).toBe(403);
  });

  it('refuses scopes the owner lacks, a wrong password, and reports per field', async () => {
    const beyond = await createToken({ scopes: ['users.manage'] }, member.headers);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors.scopes).toBe('A token can only have permissions you have');
    const wrong = await createToken({ password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe('Password is incorrect');
    const bad = await createToken({ scopes: ['no.such'], expiresInDays: 0 });
    expect(bad.statusCode).toBe(400);
  });

  it('records its last use, attributes writes to the token, and stops at once when revoked', async () => {
    const { token, secret } = (
      await createToken({ scopes: ['kanban.use', 'kanban.manage'] })
    ).json();
    const created = await post('/api/kanban/columns/new', { name: 'By token' }, bearer(secret));
    expect(created.statusCode).toBe(200);
    const [trail] = await t.app.db.select().from(auditLog).where(eq(auditLog.tokenId, token.id));
    expect(trail).toMatchObject({
      actorId: demo.userId,
      action: 'create',
      resource: 'kanban_columns',
      sessionId: null,
    });
    await expect
      .poll(
        async () =>
          (await get('/api/account/tokens'))
            .json()
            .tokens.find((item: { id: string }) => item.id === token.id).lastUsedAt,
      )
      .not.toBeNull();
    expect((await post('/api/account/tokens/revoke', { tokenId: token.id })).statusCode).toBe(200);
    expect((await get('/api/invoices', bearer(secret))).statusCode).toBe(401);
  });

  it('expires, and a member cannot revoke somebody else’s token', async () => {
    const { token, secret } = (await createToken({})).json();
    expect(
      (await post('/api/account/tokens/revoke', { tokenId: token.id }, member.headers)).statusCode,
    ).toBe(404);
    await t.app.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, token.id));
    await post('/api/account/tokens/revoke', { tokenId: '00000000-0000-4000-8000-000000000000' });
    // A fresh process would read the expiry from the row; this one may have it cached for 30 s.
    t.app.auth.forgetApiToken(token.id);
    expect((await get('/api/invoices', bearer(secret))).statusCode).toBe(401);
  });
});
