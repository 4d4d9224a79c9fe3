// A fingerprint of every table (row count + md5 of all rows as text), taken through SQL so it
// works the same on PGlite and PostgreSQL: equal snapshots mean no write got through.
import { sql } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { rawRows } from '../shared/raw-rows.ts';

export type Snapshot = Record<string, string>;

// Bookkeeping every request may write (issue 22): attempt counters, the sign-in history and a
// session's "last seen". A session's identity and its end are still compared.
const IGNORED_TABLES = new Set(['auth_limits', 'sign_in_events']);
const COMPARED_COLUMNS: Record<string, string> = { sessions: 'id, user_id, revoked_at' };

export async function databaseSnapshot(db: Database): Promise<Snapshot> {
  const tables = rawRows<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const snapshot: Snapshot = {};
  for (const { name } of tables) {
    if (IGNORED_TABLES.has(name)) continue;
    const columns = COMPARED_COLUMNS[name];
    const source = columns
      ? sql`(select ${sql.raw(columns)} from ${sql.identifier(name)})`
      : sql.identifier(name);
    const [row] = rawRows<{ rows: number; digest: string }>(
      await db.execute(sql`
        select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest
        from ${source} t`),
    );
    snapshot[name] = `${row?.rows} rows, md5 ${row?.digest}`;
  }
  return snapshot;
}
