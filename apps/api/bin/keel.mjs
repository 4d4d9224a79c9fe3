#!/usr/bin/env node
// `npx keel <command>` (the admin CLI, apps/api/src/cli/run-cli.ts). In a checkout with the
// sources and tsx it runs them, so it is never older than the code; in a deployment (no src/,
// `npm ci --omit=dev`) it runs the compiled dist/cli.mjs from `npm run build`.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const source = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const compiled = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url));

/** tsx's loader when this is a checkout with the dev dependencies installed. */
async function typescriptLoader() {
  if (!existsSync(source)) return undefined;
  try {
    return await import('tsx/esm/api');
  } catch {
    return undefined;
  }
}

const tsx = await typescriptLoader();
if (tsx) {
  tsx.register();
  await import(pathToFileURL(source).href);
} else if (existsSync(compiled)) {
  await import(pathToFileURL(compiled).href);
} else {
  console.error('keel: the CLI is not built yet: run `npm run build` first.');
  process.exit(1);
}
