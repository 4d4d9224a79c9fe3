// The only reader of process.env: every setting Keel takes, validated once at start.
import { accessSync, constants } from 'node:fs';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** nodemailer takes smtp:// and smtps:// URLs with a host (and an optional port). */
function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

function readable(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

// `address` or `Display name <address>`; an address has one @, no spaces or angle brackets.
const SENDER = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /**
     * PEM certificate (chain) and private key: with both, the server speaks HTTPS, HTTP/2 to the
     * browsers that offer it and HTTP/1.1 to the rest (docs/decisions/022-http2-with-tls.md).
     */
    TLS_CERT_FILE: z.string().optional(),
    TLS_KEY_FILE: z.string().optional(),
    /** When set, PostgreSQL through node-postgres; otherwise PGlite in DATA_DIR/db. */
    DATABASE_URL: z.string().url().optional(),
    /** PostgreSQL: give up opening a connection after this (a refused or stalled server). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    /** PostgreSQL: the server cancels any one statement running longer (runaway queries, lock waits). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    DATA_DIR: z.string().default('./data'),
    /** When absent, a secret is generated once into DATA_DIR and reused. */
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /** Access token lifetime in seconds. */
    TOKEN_TTL: z.coerce
      .number()
      .int()
      .min(60)
      .default(60 * 60 * 24),
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
    /** The API's origin when the web app calls an API on another origin (VITE_API_URL): CSP connect-src. */
    API_ORIGIN: z.string().url().optional(),
    /** smtp(s)://user:pass@host:port; when absent, outgoing e-mail goes to the log and the outbox table. */
    SMTP_URL: z
      .string()
      .refine(
        isSmtpUrl,
        'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465',
      )
      .optional(),
    /** The sender of every mail: an address, or a name and an address ("Keel <no-reply@example.com>"). */
    SMTP_FROM: z
      .string()
      .regex(SENDER, 'SMTP_FROM must be an e-mail address or "Name <address@example.com>"')
      .default('Keel <no-reply@keel.dev>'),
    /** File manager: the largest single file, and each user's total (docs/spec/pages.md#file-manager: 50 MB, 5 GB). */
    FILES_MAX_FILE_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(50 * 1024 * 1024),
    FILES_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(5 * 1024 * 1024 * 1024),
    /** Uploads one user may stream at the same time (per API process); more answer 429. */
    UPLOADS_PER_USER: z.coerce.number().int().min(1).max(100).default(4),
    /** Where upload bytes live: `local` (DATA_DIR/uploads) or `s3` (any S3-compatible store). */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    /** S3 only: the store's URL (MinIO, Garage, R2…); absent for AWS S3 itself. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Most self-hosted stores need `bucket` in the path rather than in the host name. */
    S3_FORCE_PATH_STYLE: booleanish.default(false),
    /** Bearer token for GET /api/metrics; when absent, metrics are off (404). */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** Behind a reverse proxy: take the client IP from X-Forwarded-For (per-IP limits rely on it). */
    TRUST_PROXY: booleanish.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Accounts one address may create per hour (issue 22: sign-up bursts). */
    SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Audit trail rows older than this many days are deleted (every 6 hours); 0 keeps them all. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).default(365),
    /** How often each process polls the calendar's due reminders (ms); 0 turns the poll off. */
    CALENDAR_REMINDERS_EVERY_MS: z.coerce.number().int().min(0).default(15_000),
    /** Seeds an empty database with demo data. */
    SEED_DEMO_DATA: booleanish.default(true),
    /** Folder of the built web app; served when it exists. */
    WEB_DIST: z.string().optional(),
    /** Who may create an account: anyone, holders of an invitation, or nobody (default below). */
    REGISTRATION: z.enum(['open', 'invite', 'closed']).optional(),
    /** Comma-separated e-mail domains allowed to register (empty: any). */
    REGISTRATION_DOMAINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
          .filter(Boolean),
      ),
    /** An unverified account may only verify, edit its profile and sign out (default below). */
    REQUIRE_VERIFIED_EMAIL: booleanish.optional(),
  })
  .superRefine((env, context) => {
    if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
      context.addIssue({
        code: 'custom',
        path: [env.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'],
        message: 'TLS_CERT_FILE and TLS_KEY_FILE go together',
      });
    }
    for (const name of ['TLS_CERT_FILE', 'TLS_KEY_FILE'] as const) {
      const file = env[name];
      if (file && !readable(file))
        context.addIssue({ code: 'custom', path: [name], message: `cannot read ${file}` });
    }
    if (env.STORAGE_DRIVER !== 's3') return;
    if (!env.S3_BUCKET)
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'required when STORAGE_DRIVER=s3',
      });
    // Both keys or neither (then the SDK's own chain: instance role, AWS_* variables, profile).
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    // Stored objects are moved to their content name with one CopyObject, which S3 caps at 5 GB.
    if (env.FILES_MAX_FILE_BYTES > 5 * 1024 ** 3) {
      context.addIssue({
        code: 'custom',
        path: ['FILES_MAX_FILE_BYTES'],
        message: 'at most 5 GB with STORAGE_DRIVER=s3',
      });
    }
  });

type ParsedEnv = z.infer<typeof EnvSchema>;
/**
 * The settings with the defaults that depend on each other resolved: with demo data, registration
 * is open (the seed's register call must work) and e-mail verification optional; without it,
 * invite-only and verified (docs/spec/product.md#security-and-access).
 */
export type Env = Omit<ParsedEnv, 'REGISTRATION' | 'REQUIRE_VERIFIED_EMAIL'> & {
  REGISTRATION: 'open' | 'invite' | 'closed';
  REQUIRE_VERIFIED_EMAIL: boolean;
};

function resolveDefaults(parsed: ParsedEnv): Env {
  return {
    ...parsed,
    REGISTRATION: parsed.REGISTRATION ?? (parsed.SEED_DEMO_DATA ? 'open' : 'invite'),
    REQUIRE_VERIFIED_EMAIL: parsed.REQUIRE_VERIFIED_EMAIL ?? !parsed.SEED_DEMO_DATA,
  };
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set" (e.g. `DATABASE_URL= npm start` to use PGlite).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return resolveDefaults(parsed.data);
}
