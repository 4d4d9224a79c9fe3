// A throwaway self-signed certificate for 127.0.0.1 and localhost, made by openssl: the TLS test
// (apps/api/src/tls.test.ts) and the benchmarks over HTTPS (bench/lib/server.mjs, BENCH_TLS=1)
// serve with it. Edit here to change the key type or the names it covers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * cert.pem and key.pem in `dir`, made there unless a previous call already made them.
 * @param {string} dir
 * @returns {{ cert: string, key: string }}
 */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  if (existsSync(cert) && existsSync(key)) return { cert, key };
  mkdirSync(dir, { recursive: true });
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ]);
  if (made.status !== 0) throw new Error(`openssl failed: ${made.error ?? made.stderr}`);
  return { cert, key };
}
