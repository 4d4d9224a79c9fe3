// The only reader of process.env: every setting Keel takes, validated once at start.
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** When set, PostgreSQL through node-postgres; otherwise PGlite in DATA_DIR/db. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** When absent, a secret is generated once into DATA_DIR and reused. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Access token lifetime in seconds. */
  TOKEN_TTL: z.coerce.number().int().min(60).default(60 * 60 * 24),
  /** Comma-separated origins allowed to call the API from another origin. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** smtp(s)://user:pass@host:port; when absent, outgoing e-mail goes to the log and the outbox table. */
  SMTP_URL: z.string().optional(),
  /** File manager: the largest single file, and each user's total (pages.md §9: 50 MB, 5 GB). */
  FILES_MAX_FILE_BYTES: z.coerce.number().int().min(1).default(50 * 1024 * 1024),
  FILES_QUOTA_BYTES: z.coerce.number().int().min(1).default(5 * 1024 * 1024 * 1024),
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (per-IP limits rely on it). */
  TRUST_PROXY: booleanish.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Audit trail rows older than this many days are deleted (every 6 hours); 0 keeps them all. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).default(365),
  /** Seeds an empty database with demo data. */
  SEED_DEMO_DATA: booleanish.default(true),
  /** Folder of the built web app; served when it exists. */
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set" (e.g. `DATABASE_URL= npm start` to use PGlite).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
