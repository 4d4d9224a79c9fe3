// The only reader of process.env: every setting Keel takes, validated once at start.
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

// `address` or `Display name <address>`; an address has one @, no spaces or angle brackets.
const SENDER = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

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
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465')
    .optional(),
  /** The sender of every mail: an address, or a name and an address ("Keel <no-reply@example.com>"). */
  SMTP_FROM: z
    .string()
    .regex(SENDER, 'SMTP_FROM must be an e-mail address or "Name <address@example.com>"')
    .default('Keel <no-reply@keel.dev>'),
  /** File manager: the largest single file, and each user's total (pages.md §9: 50 MB, 5 GB). */
  FILES_MAX_FILE_BYTES: z.coerce.number().int().min(1).default(50 * 1024 * 1024),
  FILES_QUOTA_BYTES: z.coerce.number().int().min(1).default(5 * 1024 * 1024 * 1024),
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (per-IP limits rely on it). */
  TRUST_PROXY: booleanish.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
});

type ParsedEnv = z.infer<typeof EnvSchema>;
/**
 * The settings with the defaults that depend on each other resolved: with demo data, registration
 * is open (the seed's register call must work) and e-mail verification optional; without it,
 * invite-only and verified (product.md §5).
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
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return resolveDefaults(parsed.data);
}
