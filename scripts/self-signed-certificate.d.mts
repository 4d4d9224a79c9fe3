// Types of self-signed-certificate.mjs for the TypeScript that imports it (apps/api/src/tls.test.ts).
export function selfSignedCertificate(dir: string): { cert: string; key: string };
