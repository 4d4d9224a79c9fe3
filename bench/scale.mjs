// Scale (docs/spec/product.md#quality-bars, issue 9): 100,000 users, products and invoices in a scratch database,
// then p50/p99 of the list calls (first page, search + sort, a deep page) through the real app
// (buildApp + inject, signed in as the demo admin). Bar: p99 < 50 ms on PostgreSQL.
// Database: when DATABASE_URL is set, the scratch database `keel_scale` on that server (created
// if missing, its schema dropped and rebuilt: never the database of DATABASE_URL itself);
// otherwise PGlite in a temporary folder. Prints a markdown section; figures only, no pass/fail.
// Run alone: node bench/scale.mjs   (SCALE_ROWS, default 100000; SCALE_ITERATIONS, default 100;
// SCALE_DATABASE, default keel_scale).
import { mkdtempSync, rmSync } from 'node:fs';
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
const ITERATIONS = Number(process.env.SCALE_ITERATIONS ?? 100);
const WARM_UP = 10;
const SCRATCH = process.env.SCALE_DATABASE ?? 'keel_scale';

/** The scratch database's URL on the server of DATABASE_URL, created when missing. */
async function scratchDatabaseUrl(baseUrl) {
  const url = new URL(baseUrl);
  if (url.pathname.replace(/^\//, '') === SCRATCH)
    throw new Error(`DATABASE_URL already points at ${SCRATCH}`);
  if (!/^[a-z_][a-z0-9_]*$/.test(SCRATCH) || SCRATCH === 'test')
    throw new Error(`refusing scratch database name ${SCRATCH}`);
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      SCRATCH,
    ]);
    if (!rowCount) await admin.query(`create database ${SCRATCH}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${SCRATCH}`;
  return url.toString();
}

const FIRST = [
  'Ava',
  'Liam',
  'Mia',
  'Noah',
  'Zoe',
  'Ethan',
  'Lena',
  'Omar',
  'Sofia',
  'Hugo',
  'Anna',
  'Kenji',
];
const LAST = [
  'Nguyen',
  'Martin',
  'Smith',
  'Garcia',
  'Dubois',
  'Tanaka',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Silva',
];
const JOBS = [
  'Designer',
  'Developer',
  'Manager',
  'Accountant',
  'Sales',
  'Support',
  'Marketing',
  'HR',
];
const words = (list) => `array[${list.map((word) => `'${word}'`).join(',')}]`;

/** Bulk rows with generate_series: one statement per table, then fresh planner statistics. */
async function seedRows(db, rows) {
  const timings = {};
  const time = async (label, statement) => {
    const started = performance.now();
    await db.execute(sql.raw(statement));
    timings[label] = Math.round(performance.now() - started);
  };
  await time(
    'users',
    `insert into users (slug, first_name, last_name, display_name, email, phone_number, company, job_title, role, status, is_verified, country, created_at)
     select 'scale-' || g, f, l, f || ' ' || l || ' ' || g, 'scale' || g || '@example.com',
            '+1 555 ' || lpad(g::text, 7, '0'), 'Company ' || (g % 997), (${words(JOBS)})[1 + g % 8],
            case when g % 50 = 0 then 'admin' else 'member' end, case when g % 20 = 0 then 'banned' else 'active' end,
            g % 3 = 0, 'Country ' || (g % 50), now() - g * interval '1 minute'
     from (select g, (${words(FIRST)})[1 + g % 12] as f, (${words(LAST)})[1 + (g / 12) % 10] as l
           from generate_series(1, ${rows}) g) s`,
  );
  await time(
    'products',
    `insert into products (slug, name, code, sku, description, price, price_sale, gender, category, available, sold, created_at)
     select 'scale-product-' || g, 'Scale product ' || g || ' ' || (${words(FIRST)})[1 + g % 12], 'P' || g, 'SKU-' || g,
            '<p>Bulk product ' || g || '</p>', (g % 5000) / 10.0 + 1, case when g % 7 = 0 then (g % 5000) / 20.0 + 1 end,
            (array['Men','Women','Kids'])[1 + g % 3], (array['Shoes','Apparel','Accessories'])[1 + g % 3],
            g % 120, g % 900, now() - g * interval '1 minute'
     from generate_series(1, ${rows}) g`,
  );
  await time(
    'invoices',
    `insert into invoices (status, create_date, due_date, paid_at, invoice_from, invoice_to, client_name, subtotal, discount, taxes, total, created_at)
     select (array['paid','unpaid','draft'])[1 + g % 3], now() - g * interval '5 minutes', now() - g * interval '5 minutes' + interval '30 days',
            case when g % 3 = 0 then now() - g * interval '4 minutes' end,
            jsonb_build_object('id', 'scale-from', 'name', 'Keel Ltd', 'company', 'Keel', 'address', '1 Main Street', 'email', 'billing@keel.dev', 'phone', '+1 555 0000'),
            jsonb_build_object('id', 'scale-to-' || (g % 997), 'name', c, 'company', c, 'address', g || ' Market Street', 'email', 'client' || (g % 997) || '@example.com', 'phone', '+1 555 1111'),
            c, (g % 900) + 100, 0, 10, (g % 900) + 110, now() - g * interval '5 minutes'
     from (select g, (${words(LAST)})[1 + g % 10] || ' ' || (${words(JOBS)})[1 + (g / 10) % 8] || ' ' || (g % 997) as c
           from generate_series(1, ${rows}) g) s`,
  );
  await time(
    'invoice items',
    `insert into invoice_items (invoice_id, position, title, service, quantity, price, total)
     select id, 0, 'Consulting', (array['Technology','Health Care','Retail'])[1 + (invoice_number % 3)], 1, subtotal, subtotal
     from invoices where client_name like '% % %'`,
  );
  // A steady state: planner statistics and the visibility map (index-only scans) up to date.
  await time('vacuum analyze', 'vacuum analyze');
  return timings;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const started = new Date();
  const baseUrl = process.env.DATABASE_URL;
  const databaseUrl = baseUrl ? await scratchDatabaseUrl(baseUrl) : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keel-bench-scale-'));
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir });
  let app;
  try {
    if (databaseUrl) {
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
    }
    await setupDatabase(database, { seed: true, dataDir });
    const seedMs = await seedRows(database.db, ROWS);

    const env = readEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'scale-bench-secret-scale-bench-secret-0123',
      WEB_DIST: '/nonexistent',
    });
    app = await buildApp({ env, database, logger: false });
    const login = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'demo@keel.dev', password: 'demo1234' },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const deepPage = Math.floor(ROWS / 20);

    const calls = [
      // The floor under the current machine load: the app plus one `select 1`.
      ['reference: health check', '/api/health'],
      ['users: first page', '/api/users?page=1&pageSize=10'],
      ['users: search + sort', '/api/users?q=mia&sort=email:asc&page=3&pageSize=10'],
      ['users: deep page', `/api/users?page=${deepPage}&pageSize=20&sort=createdAt:desc`],
      [
        'users: status tab, sorted by company',
        '/api/users?status=banned&sort=company:asc&page=10&pageSize=25',
      ],
      ['products: first page', '/api/products?page=1&pageSize=10'],
      ['products: search + sort', '/api/products?q=sofia&sort=price:desc&page=2&pageSize=10'],
      ['products: deep page', `/api/products?page=${deepPage}&pageSize=20&sort=name:asc`],
      ['invoices: first page', '/api/invoices?page=1&pageSize=10'],
      ['invoices: search + sort', '/api/invoices?q=tanaka&sort=totalPrice:desc&page=2&pageSize=10'],
      ['invoices: deep page', `/api/invoices?page=${deepPage}&pageSize=20`],
    ];
    const results = [];
    for (const [label, url] of calls) {
      const durations = [];
      let total;
      for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
        const t0 = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        const elapsed = performance.now() - t0;
        if (response.statusCode !== 200)
          throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
        if (i >= WARM_UP) durations.push(elapsed);
        total ??= response.json().total ?? '';
      }
      durations.sort((a, b) => a - b);
      results.push({
        label,
        url,
        p50: percentile(durations, 50),
        p99: percentile(durations, 99),
        total,
      });
    }

    const kind = databaseUrl
      ? `PostgreSQL (scratch database \`${SCRATCH}\`)`
      : 'PGlite (temporary folder)';
    const bar = databaseUrl
      ? 'bar p99 < 50 ms on PostgreSQL'
      : 'the bar (p99 < 50 ms) is for PostgreSQL; PGlite shown for reference';
    const worst = Math.max(
      ...results.filter((r) => !r.label.startsWith('reference')).map((r) => r.p99),
    );
    const cpus = os.cpus();
    console.log(
      [
        `## Scale: list calls on ${ROWS.toLocaleString('en')} rows (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
        '',
        `${started.toISOString()} · ${cpus.length} × ${cpus[0]?.model ?? 'CPU'} · Node ${process.version} · load average ${os.loadavg()[0].toFixed(1)} (a shared machine) · ` +
          `${kind} · ${ROWS.toLocaleString('en')} users, products and invoices added with generate_series (ms: ${Object.entries(
            seedMs,
          )
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}) · ` +
          `in-process \`app.inject\` as the demo admin, ${ITERATIONS} sequential calls each after ${WARM_UP} warm-up`,
        '',
        '| List call | total rows | p50 ms | p99 ms |',
        '| --- | ---: | ---: | ---: |',
        ...results.map(
          (r) =>
            `| ${r.label} \`${r.url}\` | ${r.total} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
        ),
        '',
        `**Worst p99: ${worst.toFixed(1)} ms** (${bar}${databaseUrl ? `: ${worst < 50 ? 'met' : 'missed'}` : ''})`,
        '',
      ].join('\n'),
    );
  } finally {
    if (app) await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
