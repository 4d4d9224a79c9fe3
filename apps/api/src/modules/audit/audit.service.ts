// Reads the audit trail (admin page, History tabs) and restores a version from it.
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuditEntry, AuditListQuerySchema, HistoryResource } from '@keel/contracts/audit';
import type { z } from 'zod';
import { auditLog, type AuditLogRow } from '@keel/db/schema/audit';
import { users } from '@keel/db/schema/users';
import { conflict, notFound } from '../../shared/http-error.ts';
import { rawRows } from '../../shared/raw-rows.ts';
import { HISTORY_RULES } from './audit-resources.ts';

type Row = { entry: AuditLogRow; actorName: string | null; actorEmail: string | null };

function toEntry({ entry, actorName, actorEmail }: Row): AuditEntry {
  return {
    id: String(entry.id),
    at: entry.at.toISOString(),
    actor: entry.actorId
      ? { id: entry.actorId, name: actorName ?? '', email: actorEmail ?? '' }
      : null,
    tokenId: entry.tokenId,
    sessionId: entry.sessionId,
    ip: entry.ip,
    userAgent: entry.userAgent,
    action: entry.action as AuditEntry['action'],
    resource: entry.resource,
    recordId: entry.recordId,
    changes: entry.changes,
  };
}

/** The record's columns as they were right after `entryId`: the current row with later changes undone. */
export function versionAfter(
  current: Record<string, unknown>,
  later: readonly Pick<AuditLogRow, 'changes'>[],
) {
  const state = { ...current };
  for (const entry of later) {
    for (const [column, [before]] of Object.entries(entry.changes)) state[column] = before;
  }
  return state;
}

export function createAuditService(app: FastifyInstance) {
  const selection = { entry: auditLog, actorName: users.displayName, actorEmail: users.email };

  async function list(query: z.output<typeof AuditListQuerySchema>) {
    const filters: SQL[] = [];
    if (query.userId) filters.push(eq(auditLog.actorId, query.userId));
    if (query.resource) filters.push(eq(auditLog.resource, query.resource));
    if (query.action) filters.push(eq(auditLog.action, query.action));
    if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
    if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
    const rows = await app.db
      .select(selection)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(...filters))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize + 1)
      .offset((query.page - 1) * query.pageSize);
    return {
      entries: rows.slice(0, query.pageSize).map(toEntry),
      hasMore: rows.length > query.pageSize,
    };
  }

  async function trail(resource: HistoryResource, recordId: string) {
    return app.db
      .select(selection)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, recordId)))
      .orderBy(desc(auditLog.id))
      .limit(500);
  }

  async function currentRow(resource: HistoryResource, recordId: string) {
    const [row] = rawRows<{ row: Record<string, unknown> }>(
      await app.db.execute(
        sql`select to_jsonb(t) as row from ${sql.identifier(resource)} t where t.id = ${recordId}`,
      ),
    );
    return row?.row;
  }

  return {
    list,

    async history(resource: HistoryResource, recordId: string, mayRestore: boolean) {
      const rows = await trail(resource, recordId);
      const exists = Boolean(await currentRow(resource, recordId));
      const restorable = new Set(HISTORY_RULES[resource].restorable);
      return {
        entries: rows.map((row, index) => ({
          ...toEntry(row),
          // The newest entry is the current version; creates and deletes are not versions to go back to.
          restorable:
            mayRestore &&
            exists &&
            index > 0 &&
            row.entry.action === 'update' &&
            Object.keys(row.entry.changes).some((c) => restorable.has(c)),
        })),
      };
    },

    /** Writes back the restorable columns as they were after `entryId`; the write is audited like any other. */
    async restore(resource: HistoryResource, recordId: string, entryId: string) {
      const current = await currentRow(resource, recordId);
      if (!current) throw conflict('This record no longer exists');
      const rows = await trail(resource, recordId);
      const index = rows.findIndex((row) => String(row.entry.id) === entryId);
      if (index < 0) throw notFound('Version');
      const version = versionAfter(
        current,
        rows.slice(0, index).map((row) => row.entry),
      );
      const columns = HISTORY_RULES[resource].restorable.filter(
        (column) =>
          column in version && JSON.stringify(version[column]) !== JSON.stringify(current[column]),
      );
      if (columns.length === 0) return { restoredFields: [] };
      const table = sql.identifier(resource);
      const list = sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      // jsonb_populate_record casts each JSON value back to its column's type.
      await app.db.execute(sql`
        update ${table} set (${list}) = (select ${list} from jsonb_populate_record(null::${table}, ${JSON.stringify(version)}::jsonb))
        where id = ${recordId}`);
      return { restoredFields: columns };
    },
  };
}
