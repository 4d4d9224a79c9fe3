// The audit trail's triggers (migration *_audit_tokens.sql): every write through the API leaves
// a row naming who, from where and what changed, in the same transaction as the change.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditScope } from '@keel/db/audit-context';
import { auditLog } from '@keel/db/schema/audit';
import { kanbanColumns } from '@keel/db/schema/kanban';
import { appWithDemoSessions } from '../../test/demo-sessions.ts';
import { validProduct } from '../products/products.test-kit.ts';

const { t, demo, member, post } = appWithDemoSessions();

async function trailOf(resource: string, recordId: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, recordId)))
    .orderBy(auditLog.id);
}

async function trailSize() {
  const [row] = await t.app.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return row!.count;
}

describe('audit trail', () => {
  it('records a create, an update (before/after per changed field) and a delete with the actor', async () => {
    const created = await post('/api/products/new', { ...validProduct, name: 'Audited Boot' }, {
      ...demo.headers,
      'user-agent': 'audit-test',
    } as typeof demo.headers);
    expect(created.statusCode).toBe(200);
    const id: string = created.json().product.id;
    const updated = await post('/api/products/update', {
      productId: id,
      product: { ...validProduct, name: 'Audited Boot', price: 120 },
    });
    expect(updated.statusCode).toBe(200);
    expect((await post('/api/products/delete', { productIds: [id] })).statusCode).toBe(200);

    const rows = await trailOf('products', id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    const [create, update, remove] = rows;
    expect(create).toMatchObject({ actorId: demo.userId, tokenId: null, userAgent: 'audit-test' });
    expect(create!.sessionId).toMatch(/^[0-9a-f]{16}$/);
    expect(create!.ip).toBeTruthy();
    expect(create!.changes.name).toEqual([null, 'Audited Boot']);
    expect(update!.changes).toMatchObject({ price: [99.5, 120] });
    expect(Object.keys(update!.changes)).not.toContain('name');
    expect(remove!.changes.name).toEqual(['Audited Boot', null]);
  });

  it('commits the trail row with the change and rolls it back with it', async () => {
    const actor = {
      userId: demo.userId,
      tokenId: null,
      sessionId: null,
      ip: '127.0.0.1',
      userAgent: 'test',
      requestId: 'r1',
    };
    const [column] = await t.app.db.select().from(kanbanColumns).limit(1);
    const before = await trailOf('kanban_columns', column!.id);
    await expect(
      auditScope.run({ actor }, () =>
        t.app.db.transaction(async (tx) => {
          await tx
            .update(kanbanColumns)
            .set({ name: 'Renamed then rolled back' })
            .where(eq(kanbanColumns.id, column!.id));
          throw new Error('abort');
        }),
      ),
    ).rejects.toThrow('abort');
    expect(await trailOf('kanban_columns', column!.id)).toEqual(before);
    // A query builder runs when awaited: await it inside the scope, as a handler does.
    await auditScope.run({ actor }, async () => {
      await t.app.db
        .update(kanbanColumns)
        .set({ name: 'Renamed' })
        .where(eq(kanbanColumns.id, column!.id));
    });
    const after = await trailOf('kanban_columns', column!.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.changes.name).toEqual([column!.name, 'Renamed']);
  });

  it('names the right actor when two users write at once (pooled connections keep no stale actor)', async () => {
    const [column] = await t.app.db.select().from(kanbanColumns).limit(1);
    const calls = Array.from({ length: 12 }, (_, index) => {
      const who = index % 2 ? member : demo;
      return post(
        '/api/kanban/cards/new',
        { columnId: column!.id, card: { name: `par-${index}` } },
        who.headers,
      ).then((response) => ({ response, who, index }));
    });
    for (const { response, who, index } of await Promise.all(calls)) {
      expect(response.statusCode).toBe(200);
      const [row] = await t.app.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.resource, 'kanban_cards'),
            sql`${auditLog.changes} -> 'name' ->> 1 = ${`par-${index}`}`,
          ),
        );
      expect(row?.actorId).toBe(who.userId);
    }
  });

  it('leaves writes outside a request (seeding, start-up) and plain reads out of the trail', async () => {
    const before = await trailSize();
    const [column] = await t.app.db.select().from(kanbanColumns).limit(1);
    await t.app.db
      .update(kanbanColumns)
      .set({ name: 'Unattended' })
      .where(eq(kanbanColumns.id, column!.id));
    await t.app.inject({ method: 'GET', url: '/api/kanban/board', headers: demo.headers });
    const after = await trailSize();
    expect(after).toBe(before);
  });
  // Last: the password change signs the demo session out.
  it('never records a secret: a password change leaves no hash in the trail', async () => {
    const response = await post('/api/account/change-password', {
      oldPassword: 'demo1234',
      newPassword: 'demo1234-new',
      confirmNewPassword: 'demo1234-new',
    });
    expect(response.statusCode).toBeLessThan(500);
    const text = JSON.stringify(
      await t.app.db.select().from(auditLog).where(eq(auditLog.resource, 'users')),
    );
    expect(text).not.toMatch(/password_hash|argon2/);
  });
});
