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
const list = async (headers = demo.headers) =>
  (await get('/api/account/addresses', headers)).json().addresses as {
    id: string;
    isDefault: boolean;
    receiver: string;
  }[];

const address = {
  receiver: 'Ada Lovelace',
  phoneNumber: '+44 20 5555 0101',
  address: '12 St James Square',
  city: 'London',
  state: 'Greater London',
  country: 'United Kingdom',
  zipCode: 'SW1Y 4JH',
  addressType: 'Office',
};

describe('address book', () => {
  it('lists my addresses, default first', async () => {
    const mine = await list();
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine[0]!.isDefault).toBe(true);
    expect(mine.filter((entry) => entry.isDefault)).toHaveLength(1);
  });

  it('adds, updates, makes default and deletes, keeping one default', async () => {
    const created = await post('/api/account/addresses/new', address);
    expect(created.statusCode).toBe(200);
    const { id } = created.json().address;
    expect(created.json().address).toMatchObject({ ...address, isDefault: false });

    const updated = await post('/api/account/addresses/update', {
      addressId: id,
      address: { city: 'Bath', isDefault: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().address).toMatchObject({
      city: 'Bath',
      isDefault: true,
      receiver: 'Ada Lovelace',
      addressType: 'Office',
    });
    let mine = await list();
    expect(mine[0]!.id).toBe(id);
    expect(mine.filter((entry) => entry.isDefault)).toHaveLength(1);

    expect((await post('/api/account/addresses/delete', { addressId: id })).statusCode).toBe(200);
    mine = await list();
    expect(mine.some((entry) => entry.id === id)).toBe(false);
    expect(mine.filter((entry) => entry.isDefault)).toHaveLength(1);
  });

  it('validates with the dialog messages, nothing stored', async () => {
    const before = (await list()).length;
    const cases: [string, string][] = [
      ['receiver', 'Full name is required'],
      ['phoneNumber', 'Phone number is required'],
      ['address', 'Address is required'],
      ['city', 'Town/City is required'],
      ['state', 'State is required'],
      ['country', 'Country is required'],
      ['zipCode', 'Zip code is required'],
    ];
    for (const [field, message] of cases) {
      const response = await post('/api/account/addresses/new', { ...address, [field]: ' ' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect(
      (await post('/api/account/addresses/new', { ...address, addressType: 'Castle' })).statusCode,
    ).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it("answers 404 for another user's address and never lists it", async () => {
    const theirs = (await list(member.headers))[0]!;
    expect((await list()).some((entry) => entry.id === theirs.id)).toBe(false);
    const update = await post('/api/account/addresses/update', {
      addressId: theirs.id,
      address: { city: 'Nowhere' },
    });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Address not found');
    expect((await post('/api/account/addresses/delete', { addressId: theirs.id })).statusCode).toBe(
      404,
    );
    expect((await list(member.headers))[0]!.receiver).toBe(theirs.receiver);
  });

  it('requires a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/addresses' })).statusCode).toBe(
      401,
    );
  });
});
