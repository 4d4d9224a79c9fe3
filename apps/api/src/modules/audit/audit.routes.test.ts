// The audit page's list (audit.read, filters, paging in SQL) and a record's History with
// "restore this version".
import { describe, expect, it } from 'vitest';
import { appWithDemoSessions } from '../../test/demo-sessions.ts';
import { validProduct } from '../products/products.test-kit.ts';

const { demo, member, get, post } = appWithDemoSessions();

describe('audit routes', () => {
  it('lists the trail newest first with user, resource, action and date filters, one page at a time', async () => {
    const created = await post('/api/products/new', { ...validProduct, name: 'Listed Boot' });
    const id = created.json().product.id;
    await post('/api/products/update', { productId: id, product: { price: 101 } });
    await post('/api/products/update', { productId: id, product: { price: 102 } });
    const page = await get(`/api/audit?resource=products&userId=${demo.userId}&pageSize=2`);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.entries).toHaveLength(2);
    expect(body.hasMore).toBe(true);
    expect(body.entries[0]).toMatchObject({
      action: 'update',
      resource: 'products',
      recordId: id,
      actor: { id: demo.userId },
    });
    expect(body.entries[0].changes.price).toEqual([101, 102]);
    const next = (
      await get(`/api/audit?resource=products&userId=${demo.userId}&pageSize=2&page=2`)
    ).json();
    expect(next.entries[0].changes.name).toEqual([null, 'Listed Boot']);
    const creates = (await get('/api/audit?resource=products&action=create')).json();
    expect(creates.entries.every((entry: { action: string }) => entry.action === 'create')).toBe(
      true,
    );
    const future = (
      await get(
        `/api/audit?from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`,
      )
    ).json();
    expect(future.entries).toEqual([]);
    expect((await get('/api/audit?action=explode')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await get('/api/audit', member.headers)).statusCode).toBe(403);
  });

  it("shows a record's history and restores an earlier version's plain fields", async () => {
    const id = (await post('/api/products/new', { ...validProduct, name: 'Restored Boot' })).json()
      .product.id;
    await post('/api/products/update', { productId: id, product: { price: 150, sku: 'SKU-A' } });
    await post('/api/products/update', { productId: id, product: { price: 175, sku: 'SKU-B' } });
    const history = (await get(`/api/audit/history?resource=products&recordId=${id}`)).json()
      .entries;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'update',
      'create',
    ]);
    expect(history.map((entry: { restorable: boolean }) => entry.restorable)).toEqual([
      false,
      true,
      false,
    ]);
    const restored = await post('/api/audit/restore', {
      resource: 'products',
      recordId: id,
      entryId: history[1].id,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().restoredFields.sort()).toEqual(['price', 'sku']);
    const product = (await get('/api/products/product?name=restored-boot')).json().product;
    expect(product).toMatchObject({ price: 150, sku: 'SKU-A' });
    const after = (await get(`/api/audit/history?resource=products&recordId=${id}`)).json().entries;
    expect(after[0].changes).toMatchObject({ price: [175, 150], sku: ['SKU-B', 'SKU-A'] });
  });

  it('needs the permission that shows the record, and the one that changes it to restore', async () => {
    const id = (await post('/api/products/new', { ...validProduct, name: 'Guarded Boot' })).json()
      .product.id;
    await post('/api/products/update', { productId: id, product: { price: 111 } });
    await post('/api/products/update', { productId: id, product: { price: 112 } });
    const forMember = await get(
      `/api/audit/history?resource=products&recordId=${id}`,
      member.headers,
    );
    expect(forMember.statusCode).toBe(200);
    expect(
      forMember.json().entries.some((entry: { restorable: boolean }) => entry.restorable),
    ).toBe(false);
    const entryId = forMember.json().entries[1].id;
    expect(
      (
        await post(
          '/api/audit/restore',
          { resource: 'products', recordId: id, entryId },
          member.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/audit/history?resource=invoices&recordId=${id}`, member.headers)).statusCode,
    ).toBe(403);
    expect((await get(`/api/audit/history?resource=secrets&recordId=${id}`)).statusCode).toBe(400);
  });
});
