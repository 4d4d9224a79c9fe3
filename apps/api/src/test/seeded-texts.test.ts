// Every text column of the seeded demo database is free of faker's Latin filler (issue 19: user
// "about" texts and profile posts still had it). The word list is packages/db's LOREM_PATTERN.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOREM_PATTERN } from '@keel/db/seed/people-texts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;

describe('the seeded database', () => {
  it('holds no lorem-ipsum text in any column', async () => {
    const columns = await rowsOf<{ table: string; column: string }>(sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json')`);
    expect(columns.some(({ table, column }) => table === 'users' && column === 'about')).toBe(true);
    const found: string[] = [];
    for (const { table, column } of columns) {
      const hits = await rowsOf<{ value: string }>(sql`
        select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}
        where ${sql.identifier(column)}::text ~* ${LOREM_PATTERN.source} limit 3`);
      for (const { value } of hits) found.push(`${table}.${column}: ${value.slice(0, 80)}`);
    }
    expect(found).toEqual([]);
  });
});
