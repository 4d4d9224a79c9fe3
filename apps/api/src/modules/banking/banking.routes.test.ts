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

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const cards = async (headers: Headers) =>
  (await get('/api/banking/cards', headers)).json().cards as { id: string; balance: number }[];

describe('banking', () => {
  it('lists my cards only', async () => {
    const mine = await cards(demo.headers);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({
      holderName: 'Jaydon Frankie',
      last4: expect.stringMatching(/^\d{4}$/),
    });
    const theirs = await cards(member.headers);
    expect(theirs.some((card) => mine.some((m) => m.id === card.id))).toBe(false);
    expect((await get('/api/banking/cards')).statusCode).toBe(401);
  });

  it('pages, sorts and filters my 18 months of transactions', async () => {
    const page = (await get('/api/banking/transactions?page=1&pageSize=10', demo.headers)).json();
    expect(page.transactions).toHaveLength(10);
    expect(page.total).toBeGreaterThan(500);
    const dates = page.transactions.map((tx: { date: string }) => tx.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const oldest = (
      await get('/api/banking/transactions?sort=date:asc&pageSize=1', demo.headers)
    ).json().transactions[0];
    expect(Date.now() - Date.parse(oldest.date)).toBeGreaterThan(500 * 86_400_000);
    const incomes = (
      await get('/api/banking/transactions?type=income&pageSize=50', demo.headers)
    ).json();
    expect(incomes.transactions.every((tx: { type: string }) => tx.type === 'income')).toBe(true);
    const search = (
      await get('/api/banking/transactions?q=salary&pageSize=50', demo.headers)
    ).json();
    expect(search.transactions.every((tx: { category: string }) => tx.category === 'Salary')).toBe(
      true,
    );
    expect((await get('/api/banking/transactions?sort=nope:asc', demo.headers)).statusCode).toBe(
      400,
    );
  });

  it('deletes my transactions and 404s on somebody else’s', async () => {
    const [first] = (await get('/api/banking/transactions?pageSize=1', member.headers)).json()
      .transactions;
    const other = await post(
      '/api/banking/transactions/delete',
      { transactionIds: [first.id] },
      demo.headers,
    );
    expect(other.statusCode).toBe(404);
    const before = (await get('/api/banking/transactions?pageSize=1', member.headers)).json().total;
    expect(
      (
        await post(
          '/api/banking/transactions/delete',
          { transactionIds: [first.id] },
          member.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect((await get('/api/banking/transactions?pageSize=1', member.headers)).json().total).toBe(
      before - 1,
    );
    expect(
      (await post('/api/banking/transactions/delete', { transactionIds: [] }, member.headers))
        .statusCode,
    ).toBe(400);
  });

  it('lists contacts to send money to, without me', async () => {
    const contacts = (await get('/api/banking/contacts', demo.headers)).json().contacts;
    expect(contacts.length).toBeGreaterThan(5);
    expect(contacts.some((c: { id: string }) => c.id === demo.userId)).toBe(false);
  });

  it('transfers money: expense for me, income for the recipient, balances move', async () => {
    const [myCard] = await cards(demo.headers);
    const [theirCard] = await cards(member.headers);
    const response = await post(
      '/api/banking/transfer',
      { toUserId: member.userId, amount: 125.5, cardId: myCard!.id, note: 'Lunch' },
      demo.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction).toMatchObject({
      type: 'expense',
      amount: 125.5,
      category: 'Transfer',
      description: 'Lunch',
      counterparty: "Lucian O'Brien",
    });
    const [myCardAfter] = await cards(demo.headers);
    const [theirCardAfter] = await cards(member.headers);
    expect(myCardAfter!.balance).toBeCloseTo(myCard!.balance - 125.5, 2);
    expect(theirCardAfter!.balance).toBeCloseTo(theirCard!.balance + 125.5, 2);
    const theirLatest = (await get('/api/banking/transactions?pageSize=1', member.headers)).json()
      .transactions[0];
    expect(theirLatest).toMatchObject({
      type: 'income',
      amount: 125.5,
      counterparty: 'Jaydon Frankie',
    });
  });

  it('refuses a transfer above the balance, with nothing changed', async () => {
    const [myCard] = await cards(demo.headers);
    const before = (await get('/api/banking/transactions?pageSize=1', demo.headers)).json().total;
    const response = await post(
      '/api/banking/transfer',
      { toUserId: member.userId, amount: myCard!.balance + 1, cardId: myCard!.id, note: '' },
      demo.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Insufficient balance');
    expect((await cards(demo.headers))[0]!.balance).toBe(myCard!.balance);
    expect((await get('/api/banking/transactions?pageSize=1', demo.headers)).json().total).toBe(
      before,
    );
  });

  it('validates amount, recipient and card ownership', async () => {
    const [myCard] = await cards(demo.headers);
    const [theirCard] = await cards(member.headers);
    const zero = await post(
      '/api/banking/transfer',
      { toUserId: member.userId, amount: 0, cardId: myCard!.id },
      demo.headers,
    );
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Amount must be greater than 0');
    const self = await post(
      '/api/banking/transfer',
      { toUserId: demo.userId, amount: 5, cardId: myCard!.id },
      demo.headers,
    );
    expect(self.statusCode).toBe(400);
    const notMine = await post(
      '/api/banking/transfer',
      { toUserId: member.userId, amount: 5, cardId: theirCard!.id },
      demo.headers,
    );
    expect(notMine.statusCode).toBe(404);
    const nobody = await post(
      '/api/banking/transfer',
      { toUserId: crypto.randomUUID(), amount: 5, cardId: myCard!.id },
      demo.headers,
    );
    expect(nobody.statusCode).toBe(404);
  });

  it('never spends the same money twice under concurrent transfers', async () => {
    const [card] = await cards(member.headers);
    const amount = Math.floor((card!.balance / 2 + 1) * 100) / 100;
    const results = await Promise.all(
      [0, 1].map(() =>
        post(
          '/api/banking/transfer',
          { toUserId: demo.userId, amount, cardId: card!.id },
          member.headers,
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await cards(member.headers))[0]!.balance).toBeGreaterThanOrEqual(0);
  });
});
