// The invoice list: paging, status tabs, filters, sorting and the per-status stats, exact after
// every write.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { day, invoicesTestKit } from './invoices.test-kit.ts';

const { t, ids, get, post, draft, total } = invoicesTestKit();

type Listed = { id: string; status: string; totalPrice: number };

/** The stats a list must show, worked out from every invoice it lists (one page of them all). */
function statsOf(invoices: Listed[]) {
  const sums = (status?: string) => {
    const rows = invoices.filter((invoice) => !status || invoice.status === status);
    const amount = rows.reduce((sum, invoice) => sum + invoice.totalPrice, 0);
    return { count: rows.length, amount: Math.round(amount * 100) / 100 };
  };
  const percent = (count: number) =>
    invoices.length === 0 ? 0 : Math.round((count / invoices.length) * 1000) / 10;
  return Object.fromEntries(
    ['all', 'paid', 'unpaid', 'overdue', 'draft'].map((status) => {
      const bucket = sums(status === 'all' ? undefined : status);
      return [status, { ...bucket, percent: percent(bucket.count) }];
    }),
  );
}

describe('GET /api/invoices', () => {
  it('pages the seeded invoices with stats per status', async () => {
    const response = await get('/api/invoices?page=1&pageSize=10');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(40);
    expect(body.invoices).toHaveLength(10);
    const { stats } = body;
    expect(stats.all.count).toBe(40);
    expect(stats.paid.count + stats.unpaid.count + stats.overdue.count + stats.draft.count).toBe(
      40,
    );
    expect(stats.overdue.count).toBeGreaterThan(0);
    expect(
      stats.paid.amount + stats.unpaid.amount + stats.overdue.amount + stats.draft.amount,
    ).toBeCloseTo(stats.all.amount, 2);
    expect(stats.paid.percent).toBeCloseTo((stats.paid.count / 40) * 100, 1);
    const dates = body.invoices.map((invoice: { createDate: string }) => invoice.createDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const invoice of body.invoices) {
      const subtotal = invoice.items.reduce(
        (sum: number, item: { total: number }) => sum + item.total,
        0,
      );
      expect(invoice.subTotalPrice).toBeCloseTo(subtotal, 2);
      expect(invoice.totalPrice).toBeCloseTo(
        invoice.subTotalPrice - invoice.discount + invoice.taxes,
        2,
      );
    }
  });

  it('filters by status tab; unpaid past due reads overdue', async () => {
    const { stats } = (await get('/api/invoices')).json();
    for (const status of ['paid', 'unpaid', 'overdue', 'draft'] as const) {
      const body = (await get(`/api/invoices?status=${status}&pageSize=100`)).json();
      expect(body.total, status).toBe(stats[status].count);
      // Stats ignore the status tab: the tabs keep their counts.
      expect(body.stats.all.count).toBe(40);
      for (const invoice of body.invoices) {
        expect(invoice.status).toBe(status);
        const pastDue = new Date(invoice.dueDate) < new Date(new Date().toISOString().slice(0, 10));
        if (status === 'overdue') expect(pastDue).toBe(true);
        if (status === 'unpaid') expect(pastDue).toBe(false);
      }
    }
  });

  it('filters by services, dates and search, and stats follow the filters', async () => {
    const ui = (await get('/api/invoices?services=UI%20design&pageSize=100')).json();
    expect(ui.total).toBeGreaterThan(0);
    expect(ui.stats.all.count).toBe(ui.total);
    for (const invoice of ui.invoices)
      expect(invoice.items.some((item: { service: string }) => item.service === 'UI design')).toBe(
        true,
      );
    const two = await total('&services=UI%20design,UI%2FUX%20design');
    expect(two).toBeGreaterThanOrEqual(ui.total);

    const recent = (await get(`/api/invoices?from=${day(-30)}&to=${day(0)}&pageSize=100`)).json();
    for (const invoice of recent.invoices)
      expect(new Date(invoice.createDate).getTime()).toBeGreaterThanOrEqual(
        new Date(day(-30)).getTime(),
      );
    expect(recent.total).toBeLessThan(40);

    const one = (await get('/api/invoices?pageSize=1')).json().invoices[0];
    const byNumber = (await get(`/api/invoices?q=${one.invoiceNumber}`)).json();
    expect(byNumber.invoices.map((invoice: { id: string }) => invoice.id)).toContain(one.id);
    const byClient = (
      await get(
        `/api/invoices?q=${encodeURIComponent(one.invoiceTo.name.split(' ')[0].toLowerCase())}`,
      )
    ).json();
    expect(byClient.invoices.map((invoice: { id: string }) => invoice.id)).toContain(one.id);
  });

  it('keeps the stats exact right after every write, with or without filters, however it came', async () => {
    const { addresses } = (await get('/api/invoices/addresses')).json();
    const client = addresses.find((address: { id: string }) => address.id === ids.client).name;
    const q = `&q=${encodeURIComponent(client.split(' ')[0])}`;
    const filters = ['', q, '&services=UI%20design', '&from=2000-01-01'];
    const expectExact = async (step: string) => {
      for (const filter of filters) {
        const body = (await get(`/api/invoices?pageSize=100${filter}`)).json();
        expect(body.invoices.length, `${step}${filter}`).toBe(body.total);
        expect(body.stats, `${step}${filter}`).toEqual(statsOf(body.invoices));
      }
    };
    await expectExact('before');
    const created = (await post('/api/invoices/new', draft())).json().invoice;
    await expectExact('created');
    await post('/api/invoices/send', { invoiceIds: [created.id] });
    await expectExact('sent');
    await post('/api/invoices/update', {
      invoiceId: created.id,
      invoice: {
        createDate: day(-10),
        dueDate: day(-3),
        items: [{ title: 'X', service: 'UI/UX design', quantity: 1, price: 9 }],
      },
    });
    await expectExact('overdue, other service');
    await post('/api/invoices/mark-paid', { invoiceId: created.id });
    await expectExact('paid');
    // Straight to the database, past the API: the totals follow all the same.
    await t.database.db.execute(
      sql`update invoices set status = 'draft', total = total + 1 where id = ${created.id}`,
    );
    await t.database.db.execute(
      sql`update invoice_items set service = 'UI design' where invoice_id = ${created.id}`,
    );
    await expectExact('changed in SQL');
    await post('/api/invoices/delete', { invoiceIds: [created.id] });
    await expectExact('deleted');
  });

  it('reads late pages backwards with the same rows as forwards', async () => {
    for (const query of [
      'sort=createDate:desc',
      'sort=totalPrice:asc',
      'sort=clientName:desc&q=a',
    ]) {
      const all = (await get(`/api/invoices?pageSize=100&${query}`)).json().invoices as Listed[];
      for (let page = 1; page <= Math.ceil(all.length / 7); page++) {
        const body = (await get(`/api/invoices?pageSize=7&page=${page}&${query}`)).json();
        expect(
          body.invoices.map((invoice: Listed) => invoice.id),
          `${query} page ${page}`,
        ).toEqual(all.slice((page - 1) * 7, page * 7).map((invoice) => invoice.id));
      }
    }
  });

  it('sorts and rejects bad queries', async () => {
    const amounts = (await get('/api/invoices?sort=totalPrice:asc&pageSize=10'))
      .json()
      .invoices.map((i: { totalPrice: number }) => i.totalPrice);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const names = (await get('/api/invoices?sort=clientName:asc&pageSize=10'))
      .json()
      .invoices.map((i: { invoiceTo: { name: string } }) => i.invoiceTo.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await get('/api/invoices?sort=secret:asc')).statusCode).toBe(400);
    expect((await get('/api/invoices?status=lost')).statusCode).toBe(400);
    expect((await get('/api/invoices?services=cooking')).statusCode).toBe(400);
    expect((await get('/api/invoices?from=yesterday')).statusCode).toBe(400);
  });

  it('requires a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
  });
});
