// Issue 21: the command palette's search and the CSV export at scale. 100,000 rows per kind
// (people, mail, files, invoices, orders, products, blog posts, kanban cards) in a scratch
// database, then p50/p99 of GET /api/search through the real app (buildApp + inject, the demo
// admin), and a streamed export of every product over HTTP with the server's memory sampled
// while it runs. Bar: search p99 < 50 ms on PostgreSQL. Figures only, no pass/fail.
// Run alone: DATABASE_URL=postgres://… node bench/search-export.mjs  (SCALE_ROWS, default 100000;
// SCALE_DATABASE, default keel_search_scale; BENCH_PORT, default 4180; SCALE_REUSE=1 keeps a
// scratch database a previous run seeded, migrating it only, so a rerun measures in seconds).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../packages/db/src/client.ts');
const { setupDatabase } = await import('../packages/db/src/setup-database.ts');
const { buildApp } = await import('../apps/api/src/app.ts');
const { readEnv } = await import('../apps/api/src/env.ts');

const ROWS = Number(process.env.SCALE_ROWS ?? 100_000);
const ITERATIONS = 100;
const WARM_UP = 10;
const SCRATCH = process.env.SCALE_DATABASE ?? 'keel_search_scale';
const PORT = Number(process.env.BENCH_PORT ?? 4180);

async function scratchUrl(baseUrl) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [SCRATCH]);
  if (!rowCount) await admin.query(`create database ${SCRATCH}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${SCRATCH}`;
  return url.toString();
}

const NAMES = `(array['Ava','Liam','Mia','Noah','Zoe','Ethan','Lena','Omar','Sofia','Hugo','Anna','Kenji'])`;
const LAST = `(array['Nguyen','Martin','Smith','Garcia','Dubois','Tanaka','Rossi','Kowalski','Haddad','Silva'])`;

async function seedRows(db, rows, demoId) {
  const run = (statement) => db.execute(sql.raw(statement));
  const name = `${NAMES}[1 + g % 12] || ' ' || ${LAST}[1 + (g / 12) % 10] || ' ' || g`;
  await run(`insert into users (slug, first_name, last_name, display_name, email, company, job_title)
    select 'scale-' || g, 'F', 'L', ${name}, 'scale' || g || '@example.com', 'Company ' || (g % 997), 'Designer' from generate_series(1, ${rows}) g`);
  await run(`insert into products (slug, name, code, sku, price, gender, category, available)
    select 'scale-product-' || g, 'Scale product ' || ${name}, 'P' || g, 'SKU-' || g, 10 + g % 500, 'Men', 'Shoes', g % 100 from generate_series(1, ${rows}) g`);
  await run(`insert into invoices (status, create_date, due_date, invoice_from, invoice_to, client_name, subtotal, total)
    select 'paid', now(), now() + interval '30 days', '{}'::jsonb, '{}'::jsonb, ${name}, 100, 100 from generate_series(1, ${rows}) g`);
  await run(`insert into orders (customer_id, customer_name, customer_email, subtotal, total, billing, delivery, payment)
    select '${demoId}', ${name}, 'c' || g || '@example.com', 10, 10, '{}'::jsonb, 'standard', 'cash' from generate_series(1, ${rows}) g`);
  await run(`insert into files (owner_id, name, type, category, size)
    select '${demoId}', 'report ' || ${name} || '.pdf', 'pdf', 'pdf', g from generate_series(1, ${rows}) g`);
  await run(`insert into blog_posts (slug, title, description, cover, body, author_id, publish)
    select 'scale-post-' || g, 'Post about ' || ${name}, 'd', '/c.webp', '<p>x</p>', '${demoId}', true from generate_series(1, ${rows}) g`);
  await run(`insert into kanban_cards (column_id, position, name)
    select (select id from kanban_columns limit 1), 1000 + g, 'Card for ' || ${name} from generate_series(1, ${rows}) g`);
  await run(`with m as (insert into mails (from_name, from_email, subject, message)
      select 'Sender', 's@example.com', 'Mail about ' || ${name}, '<p>x</p>' from generate_series(1, ${rows}) g returning id)
    insert into mail_items (mail_id, user_id, folder) select id, '${demoId}', 'inbox' from m`);
  await run('vacuum analyze');
}

async function seededBefore(database) {
  try {
    const { rows } = await database.db.execute(sql`select count(*)::int as n from products`);
    return rows[0].n >= ROWS;
  } catch {
    return false;
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const baseUrl = process.env.DATABASE_URL;
  const databaseUrl = baseUrl ? await scratchUrl(baseUrl) : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keel-bench-search-'));
  // Seeding 100,000 rows per kind (audit triggers, search indexes) outlasts the app's 15 s
  // statement timeout on a busy machine.
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : dataDir,
    timeouts: { statementMs: 600_000 },
  });
  const reuse = Boolean(process.env.SCALE_REUSE) && databaseUrl && (await seededBefore(database));
  if (databaseUrl && !reuse) {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await setupDatabase(database, { seed: true, dataDir });
  const [demo] = (
    await database.db.execute(sql`select id from users where email = 'demo@keel.dev'`)
  ).rows;
  const seedStart = performance.now();
  if (!reuse) await seedRows(database.db, ROWS, demo.id);
  const seedMs = Math.round(performance.now() - seedStart);
  const env = readEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'search-bench-secret-search-bench-secret-01',
    WEB_DIST: '/nonexistent',
    PORT: String(PORT),
  });
  const app = await buildApp({ env, database, logger: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email: 'demo@keel.dev', password: 'demo1234' },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };

  const lines = [];
  for (const q of ['sofia', 'tanaka 4242', 'INV-51234', 'kowalski', 'xyzzy']) {
    const durations = [];
    let found = 0;
    let timedOut = 0;
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const t0 = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(q)}`,
        headers,
      });
      const elapsed = performance.now() - t0;
      if (response.statusCode !== 200) throw new Error(response.body);
      if (i >= WARM_UP) {
        durations.push(elapsed);
        found = response.json().results.length;
        timedOut += response.json().timedOut.length;
      }
    }
    durations.sort((a, b) => a - b);
    lines.push(
      `| search "${q}" | ${percentile(durations, 50).toFixed(1)} | ${percentile(durations, 99).toFixed(1)} | ${found} results, ${timedOut} kinds cut by the budget over ${ITERATIONS} calls |`,
    );
  }

  // Export over HTTP: the server's memory sampled every 10 ms while every product streams out.
  await app.listen({ port: PORT, host: '127.0.0.1' });
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const t0 = performance.now();
  const response = await fetch(`http://127.0.0.1:${PORT}/api/export/products?sort=name:asc`, {
    headers,
  });
  let newlines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) newlines += 1;
  }
  const exportMs = performance.now() - t0;
  clearInterval(sampler);
  const expected = Number(response.headers.get('x-export-rows'));
  const mb = (value) => (value / 1024 / 1024).toFixed(1);
  await app.close();
  await database.close();
  const [load] = os.loadavg();
  console.log(
    `## Search and export at scale (issue 21) — ${new Date().toISOString()}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, load average ${load.toFixed(2)} on ${os.cpus().length} cores\n`,
  );
  console.log(
    `${ROWS.toLocaleString('en')} rows per kind (8 kinds) ${reuse ? 'kept from a previous run (SCALE_REUSE)' : `seeded in ${seedMs} ms`}. \`node bench/search-export.mjs\`\n`,
  );
  console.log('| Call | p50 ms | p99 ms | Note |\n| --- | --- | --- | --- |');
  console.log(lines.join('\n'));
  console.log(
    `\nExport of every product (${expected.toLocaleString('en')} rows, ${mb(bytes)} MB of CSV) over HTTP in ${Math.round(exportMs)} ms: ${newlines - 1} data rows received (header excluded); server heap ${mb(before.heapUsed)} MB before, peak ${mb(peakHeap)} MB (+${mb(peakHeap - before.heapUsed)}); RSS ${mb(before.rss)} MB before, peak ${mb(peakRss)} MB (+${mb(peakRss - before.rss)}).`,
  );
}

await main();
