// Two-factor sign-in (issue 22): TOTP (RFC 6238) through otpauth, a QR code rendered here with
// `qrcode` (no third-party service sees the secret), and ten single-use recovery codes stored as
// SHA-256 hashes (they are 50 random bits each, so a slow hash adds nothing). Each code is
// accepted once: the TOTP step and a recovery code are both burnt by one conditional UPDATE,
// so two parallel requests cannot both use the same code. The TOTP secret is stored encrypted
// (AES-256-GCM under a key derived from the server secret, apps/api/src/secret.ts): a database
// dump alone does not give the second factor away.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { FastifyInstance } from 'fastify';
import { mfaFactors, mfaRecoveryCodes, mfaRequiredRoles } from '@keel/db/schema/auth';
import { users } from '@keel/db/schema/users';

const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

function newRecoveryCode(): string {
  const raw = randomBytes(5).toString('hex');
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

const totpFor = (secret: string, label: string) =>
  new TOTP({ issuer: 'Keel', label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });

export function createMfaService({ db, mfaSecrets }: Pick<FastifyInstance, 'db' | 'mfaSecrets'>) {
  /** The user's factor with its secret decrypted ('' when it cannot be: the server secret changed). */
  async function factor(userId: string) {
    const [row] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId));
    if (!row) return undefined;
    const secret = mfaSecrets.isSealed(row.secret) ? mfaSecrets.open(row.secret) : row.secret;
    return { ...row, secret: secret ?? '' };
  }

  /** The TOTP step a code matches (one step of clock drift either way), else undefined. */
  function matchingStep(secret: string, code: string): number | undefined {
    if (!secret) return undefined;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return undefined;
    const delta = totpFor(secret, '').validate({ token: digits, window: 1 });
    return delta === null ? undefined : Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
  }

  async function issueRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      await tx
        .insert(mfaRecoveryCodes)
        .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    });
    return codes;
  }

  return {
    async isEnabled(userId: string): Promise<boolean> {
      return Boolean((await factor(userId))?.enabledAt);
    },

    async isRequiredFor(role: string): Promise<boolean> {
      const [row] = await db.select().from(mfaRequiredRoles).where(eq(mfaRequiredRoles.role, role));
      return Boolean(row);
    },

    async status(userId: string, role: string) {
      const [row, [left], required] = await Promise.all([
        factor(userId),
        db
          .select({ value: count() })
          .from(mfaRecoveryCodes)
          .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt))),
        this.isRequiredFor(role),
      ]);
      return { enabled: Boolean(row?.enabledAt), required, recoveryCodesLeft: left?.value ?? 0 };
    },

    /** A new secret waiting for its first code; refused while MFA is on (turn it off first). */
    async setup(userId: string, email: string) {
      const existing = await factor(userId);
      if (existing?.enabledAt) return undefined;
      const secret = new Secret({ size: 20 }).base32;
      await db
        .insert(mfaFactors)
        .values({ userId, secret: mfaSecrets.seal(secret) })
        .onConflictDoUpdate({
          target: mfaFactors.userId,
          set: { secret: mfaSecrets.seal(secret), lastStep: 0, createdAt: new Date() },
        });
      const otpauthUrl = totpFor(secret, email).toString();
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
      return {
        secret,
        otpauthUrl,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** Turns MFA on when the code matches the pending secret; answers the recovery codes. */
    async enable(userId: string, code: string): Promise<string[] | undefined> {
      const pending = await factor(userId);
      if (!pending || pending.enabledAt) return undefined;
      const step = matchingStep(pending.secret, code);
      if (step === undefined) return undefined;
      const [enabled] = await db
        .update(mfaFactors)
        .set({ enabledAt: new Date(), lastStep: step })
        .where(and(eq(mfaFactors.userId, userId), isNull(mfaFactors.enabledAt)))
        .returning({ userId: mfaFactors.userId });
      if (!enabled) return undefined;
      return issueRecoveryCodes(userId);
    },

    /** An authenticator code (each step once) or an unused recovery code (burnt). */
    async verifyCode(userId: string, code: string): Promise<boolean> {
      const row = await factor(userId);
      if (!row?.enabledAt) return false;
      const step = matchingStep(row.secret, code);
      if (step !== undefined) {
        const burnt = await db
          .update(mfaFactors)
          .set({ lastStep: step })
          .where(and(eq(mfaFactors.userId, userId), lt(mfaFactors.lastStep, step)))
          .returning({ userId: mfaFactors.userId });
        return burnt.length === 1;
      }
      const used = await db
        .update(mfaRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      return used.length === 1;
    },

    regenerateRecoveryCodes: issueRecoveryCodes,

    /**
     * Encrypts the secrets stored in clear before encryption at rest (run at start; idempotent,
     * and safe with several processes starting: each row is rewritten only while still clear).
     */
    async sealStoredSecrets(): Promise<number> {
      const rows = await db
        .select({ userId: mfaFactors.userId, secret: mfaFactors.secret })
        .from(mfaFactors)
        .where(sql`${mfaFactors.secret} not like 'v1.%'`);
      for (const row of rows) {
        await db
          .update(mfaFactors)
          .set({ secret: mfaSecrets.seal(row.secret) })
          .where(and(eq(mfaFactors.userId, row.userId), eq(mfaFactors.secret, row.secret)));
      }
      return rows.length;
    },

    async disable(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
        await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
      });
    },

    /** Users of these roles who have not turned MFA on. */
    async membersWithoutMfa(roles: string[]): Promise<string[]> {
      if (roles.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(mfaFactors, eq(mfaFactors.userId, users.id))
        .where(and(inArray(users.role, roles), isNull(mfaFactors.enabledAt)));
      return rows.map((row) => row.id);
    },

    async requiredRoles(): Promise<string[]> {
      return (await db.select({ role: mfaRequiredRoles.role }).from(mfaRequiredRoles)).map(
        (row) => row.role,
      );
    },

    async setRequiredRoles(roles: string[]): Promise<string[]> {
      const unique = [...new Set(roles)];
      await db.transaction(async (tx) => {
        await tx.delete(mfaRequiredRoles);
        if (unique.length > 0)
          await tx.insert(mfaRequiredRoles).values(unique.map((role) => ({ role })));
      });
      return unique;
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
