// CSV export: the list's filters and sort, every row (batches walk past the batch size), the
// caller's language in the header row, ISO 8601 dates, and each list's permissions.
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithDemoSessions } from '../../test/demo-sessions.ts';
import { EXPORT_BATCH_ROWS } from './export.service.ts';

const { t, member, get } = appWithDemoSessions();

const rowsOf = (body: string) =>
  parse(body.replace(/^\uFEFF/, ''), { columns: false }) as string[][];

describe('GET /api/export/:list', () => {
  it('streams every row past the batch size, with its count header, in keyset order', async () => {
    const extra = EXPORT_BATCH_ROWS * 2 + 7;
    await t.app.db.execute(sql`
      insert into products (slug, name, price, gender, category, available)
      select 'bulk-' || n, 'Bulk ' || lpad(n::text, 5, '0'), 10 + n, 'Men', 'Shoes', n % 20 from generate_series(1, ${extra}) n`);
    const [{ total }] = (
      (await t.app.db.execute(sql`select count(*)::int as total from products`)) as unknown as {
        rows: [{ total: number }];
      }
    ).rows;
    const response = await get('/api/export/products?sort=name:asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(Number(response.headers['x-export-rows'])).toBe(total);
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual([
      'Name',
      'Code',
      'SKU',
      'Category',
      'Gender',
      'Price',
      'Sale price',
      'Available',
      'Sold',
      'Created at',
    ]);
    expect(rows.length - 1).toBe(total);
    const names = rows.slice(1).map((row) => row[0]!.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(names).size).toBe(names.length);
  });

  it("applies the list's search and filters, and writes ISO dates and plain numbers", async () => {
    const rows = rowsOf(
      (await get('/api/export/products?q=Bulk%2000001&inventoryType=low_stock')).body,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe('Bulk 00001');
    expect(rows[1]![5]).toBe('11.00');
    expect(rows[1]![9]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("writes the header row in the caller's language", async () => {
    const rows = rowsOf((await get('/api/export/invoices?lang=fr&status=paid')).body);
    expect(rows[0]!.slice(0, 3)).toEqual(['Facture', 'Client', 'Date de création']);
    expect(rows.slice(1).every((row) => row[4] === 'paid')).toBe(true);
  });

  it('keeps private columns and other lists to those allowed', async () => {
    expect((await get('/api/export/invoices', member.headers)).statusCode).toBe(403);
    const people = rowsOf((await get('/api/export/users', member.headers)).body);
    expect(people[0]).not.toContain('Email');
    expect((await get('/api/export/secrets')).statusCode).toBe(400);
    expect((await get('/api/export/users?sort=password:asc')).statusCode).toBe(400);
  });
});
