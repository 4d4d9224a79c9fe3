// Streams a list as CSV: rows come from the database in keyset batches (constant memory, no
// row cap, no transaction held between batches, so PGlite's single connection serves other
// requests meanwhile), through csv-stringify, with backpressure from the client's download.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExportLanguage, ExportList } from '@keel/contracts/export';
import { rawRows } from '../../shared/raw-rows.ts';
import { headerOf } from './export-headers.ts';
import { EXPORT_PLANNERS, type ExportCaller, type ExportPlan } from './export-lists.ts';

export const EXPORT_BATCH_ROWS = 1000;

type Row = Record<string, unknown> & { __sort: unknown; __id: string };

/** A cell as text that reads the same in every locale: ISO 8601 dates, plain numbers. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // PGlite answers timestamptz as text ("2026-11-26 10:00:00+00"): the same ISO 8601 as node-postgres.
  if (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?\+00$/.test(value)
  ) {
    return new Date(value.replace(' ', 'T').replace(/\+00$/, 'Z')).toISOString();
  }
  return String(value);
}

const keysetValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export function createExportService(app: FastifyInstance) {
  async function* batches(plan: ExportPlan): AsyncGenerator<Row[]> {
    const columns = sql.join(
      plan.columns.map((column, index) => sql`${column.value} as ${sql.identifier(`c${index}`)}`),
      sql`, `,
    );
    const direction = plan.sort.direction === 'asc' ? sql`asc` : sql`desc`;
    const after = plan.sort.direction === 'asc' ? sql`>` : sql`<`;
    let last: Row | undefined;
    for (;;) {
      const keyset: SQL | undefined = last
        ? sql`(${plan.sort.value}, ${plan.id}) ${after} (${keysetValue(last.__sort)}, ${last.__id}::uuid)`
        : undefined;
      const where = and(...plan.where, keyset);
      const rows = rawRows<Row>(
        await app.db.execute(sql`
          select ${columns}, ${plan.sort.value} as __sort, ${plan.id} as __id
          from ${plan.from} ${where ? sql`where ${where}` : sql``}
          order by __sort ${direction}, __id ${direction} limit ${EXPORT_BATCH_ROWS}`),
      );
      if (rows.length > 0) yield rows;
      if (rows.length < EXPORT_BATCH_ROWS) return;
      last = rows.at(-1);
    }
  }

  return {
    /** 403 (no permission) and 400 (bad parameters) are thrown here, before any byte is sent. */
    plan(list: ExportList, caller: ExportCaller, query: Record<string, unknown>) {
      return EXPORT_PLANNERS[list](caller, query);
    },

    async count(plan: ExportPlan): Promise<number> {
      const where = and(...plan.where);
      const [row] = rawRows<{ count: number | string }>(
        await app.db.execute(
          sql`select count(*) as count from ${plan.from} ${where ? sql`where ${where}` : sql``}`,
        ),
      );
      return Number(row?.count ?? 0);
    },

    stream(plan: ExportPlan, language: ExportLanguage): Readable {
      const csv = stringify({
        header: true,
        columns: plan.columns.map((column, index) => ({
          key: `c${index}`,
          header: headerOf(language, column.key),
        })),
        // A BOM: spreadsheet programs then read the file as UTF-8 (names in Arabic, Vietnamese…).
        bom: true,
        cast: {
          date: cellText,
          boolean: cellText,
          number: cellText,
          object: cellText,
          string: cellText,
        },
      });
      const rows = Readable.from(
        (async function* () {
          for await (const batch of batches(plan)) yield* batch;
        })(),
      );
      rows.on('error', (error) => csv.destroy(error));
      return rows.pipe(csv);
    },
  };
}
