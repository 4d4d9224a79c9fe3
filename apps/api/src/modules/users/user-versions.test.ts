// Concurrent edits of a person are detected, never lost (issue 17): the user form and Account →
// General send the version they started from; of two saves from one version, one is stored and
// the other answers 409 with the record as it is now and who changed it. On PostgreSQL the two
// saves really run in parallel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'demo@keel.dev');
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '10.66.0.1' });
const PASSWORD = 'Tidal-Harbor-Lantern-42';
let counter = 0;

async function newAccount() {
  const email = `versions.${Date.now()}.${counter++}@example.org`;
  const response = await post(
    '/api/account/register',
    { email, password: PASSWORD, firstName: 'Vera', lastName: 'Sion' },
    {},
  );
  expect(response.statusCode).toBe(200);
  const { user, accessToken } = response.json();
  return {
    id: user.id as string,
    version: user.version as number,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

describe('versioned person edits', () => {
  it('user form: two admins save from one version, one wins and the other gets 409 with the current user', async () => {
    const person = await newAccount();
    const answers = await Promise.all([
      post('/api/users/update', {
        userId: person.id,
        user: { jobTitle: 'Pilot' },
        version: person.version,
      }),
      post('/api/users/update', {
        userId: person.id,
        user: { company: 'Harbour' },
        version: person.version,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((answer) => answer.statusCode === 200)!.json().user;
    const stale = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(saved.version).toBe(person.version + 1);
    expect(stale).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: person.id, version: saved.version, jobTitle: saved.jobTitle },
      changedBy: { id: admin.userId },
      changedAt: expect.any(String),
    });
    // Saving again from the version the 409 named goes through.
    const retry = await post('/api/users/update', {
      userId: person.id,
      user: { company: 'Harbour' },
      version: stale.current.version,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().user).toMatchObject({ company: 'Harbour', version: saved.version + 1 });
  });

  it('Account → General: an admin saved in between, so my save gets 409 with my account as it is', async () => {
    const me = await newAccount();
    const byAdmin = await post('/api/users/update', {
      userId: me.id,
      user: { firstName: 'Veronica' },
      version: me.version,
    });
    expect(byAdmin.statusCode).toBe(200);
    const mine = await post(
      '/api/account/update',
      { user: { firstName: 'Vee', about: 'Sailing' }, version: me.version },
      me.headers,
    );
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: me.id, firstName: 'Veronica', version: me.version + 1 },
      changedBy: { id: admin.userId },
    });
    const merged = await post(
      '/api/account/update',
      { user: { about: 'Sailing' }, version: me.version + 1 },
      me.headers,
    );
    expect(merged.statusCode).toBe(200);
    expect(merged.json().user).toMatchObject({ firstName: 'Veronica', about: 'Sailing' });
  });

  it('Account → General: two tabs save from one version at once, exactly one is stored', async () => {
    const me = await newAccount();
    const answers = await Promise.all(
      ['Tab one', 'Tab two', 'Tab three'].map((about) =>
        post('/api/account/update', { user: { about }, version: me.version }, me.headers),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const stored = answers.find((answer) => answer.statusCode === 200)!.json().user;
    for (const stale of answers.filter((answer) => answer.statusCode === 409))
      expect(stale.json().current).toMatchObject({ about: stored.about, version: me.version + 1 });
  });

  it('a save without a version still works (the seed clients send none)', async () => {
    const me = await newAccount();
    await post('/api/users/update', { userId: me.id, user: { city: 'Oslo' } });
    const answer = await post('/api/account/update', { user: { city: 'Bergen' } }, me.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user.city).toBe('Bergen');
  });
});
