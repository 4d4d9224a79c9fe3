// Where @keel/db's own files (migrations, seed images) are at run time: inside packages/db when
// running from source, or beside the bundle in the compiled server, where scripts/build-api.mjs
// copies them to apps/api/dist/db/ and has esbuild define KEEL_COMPILED.
import { fileURLToPath } from 'node:url';

declare const KEEL_COMPILED: boolean | undefined;

/** The absolute path of `relative` (e.g. 'migrations'), a path inside packages/db. */
export function dbPackageFile(relative: string): string {
  const compiled = typeof KEEL_COMPILED !== 'undefined' && KEEL_COMPILED;
  return fileURLToPath(new URL(compiled ? `./db/${relative}` : `../${relative}`, import.meta.url));
}
