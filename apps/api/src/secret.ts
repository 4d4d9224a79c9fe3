// The server secret: JWT_SECRET when set, else one generated on first start into the data folder
// (owner-only) and reused, so tokens survive restarts. It signs tokens and, through a key derived
// from it (secret box below), encrypts secrets stored in the database (TOTP seeds).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url): AES-256-GCM under a key derived for `purpose`. */
  seal(plain: string): string;
  /** The plain text of a sealed value; undefined when it was sealed under another secret or altered. */
  open(sealed: string): string | undefined;
  /** Whether a stored value is sealed (rows written before encryption are not). */
  isSealed(value: string): boolean;
}

const VERSION = 'v1';

/** Encryption at rest with a key derived (HKDF-SHA256) from the server secret, one per purpose. */
export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'keel-secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
    isSealed: (value) => value.startsWith(`${VERSION}.`),
  };
}
