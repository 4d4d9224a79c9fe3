import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

const get = (url: string, headers = demo.headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers = demo.headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const cards = async (headers = demo.headers) =>
  (await get('/api/account/cards', headers)).json().cards as Record<string, unknown>[];

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const card = {
  holderName: 'Jaydon Frankie',
  number: '5555 5555 5555 4444',
  expiry: `12/${nextYear}`,
  cvv: '123',
};

describe('saved cards', () => {
  it('stores only the brand and last four digits', async () => {
    const response = await post('/api/account/cards/new', card);
    expect(response.statusCode).toBe(200);
    const saved = response.json().card;
    expect(saved).toEqual({
      id: saved.id,
      cardType: 'mastercard',
      holderName: 'Jaydon Frankie',
      last4: '4444',
      expiry: `12/${nextYear}`,
      isDefault: false,
    });
    expect(response.body).not.toContain('5555 5555');
    expect(response.body).not.toContain('123"');
    expect((await cards()).some((entry) => entry.id === saved.id)).toBe(true);
  });

  it('makes a new default card the only default, and deletes', async () => {
    const saved = (
      await post('/api/account/cards/new', { ...card, number: '4111111111111111', isDefault: true })
    ).json().card;
    expect(saved).toMatchObject({ cardType: 'visa', last4: '1111', isDefault: true });
    let mine = await cards();
    expect(mine[0]!.id).toBe(saved.id);
    expect(mine.filter((entry) => entry.isDefault)).toHaveLength(1);
    expect((await post('/api/account/cards/delete', { cardId: saved.id })).statusCode).toBe(200);
    mine = await cards();
    expect(mine.some((entry) => entry.id === saved.id)).toBe(false);
    expect(mine.filter((entry) => entry.isDefault)).toHaveLength(1);
  });

  it('validates with the card dialog messages, nothing stored', async () => {
    const before = (await cards()).length;
    const cases: [Record<string, string>, string, string][] = [
      [{ holderName: '' }, 'holderName', 'Name on card is required'],
      [{ number: '4111 1111 1111 1112' }, 'number', 'Card number is not valid'],
      [{ number: 'abcd' }, 'number', 'Card number is not valid'],
      [{ expiry: '13/30' }, 'expiry', 'Expiry date is not valid'],
      [{ expiry: '01/20' }, 'expiry', 'Card has expired'],
      [{ cvv: '12' }, 'cvv', 'CVV must be 3 or 4 digits'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post('/api/account/cards/new', { ...card, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect((await cards()).length).toBe(before);
  });

  it("answers 404 for another user's card", async () => {
    const theirs = (await cards(member.headers))[0]!;
    expect((await cards()).some((entry) => entry.id === theirs.id)).toBe(false);
    const response = await post('/api/account/cards/delete', { cardId: theirs.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Card not found');
    expect((await cards(member.headers)).some((entry) => entry.id === theirs.id)).toBe(true);
  });

  it('requires a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/cards' })).statusCode).toBe(401);
  });
});
