// Copies what a deployment runs into one folder (the Dockerfile's last stage and
// scripts/verify-deploy.sh use it): the compiled API (apps/api/dist, bin), the built web app
// (apps/web/dist), and the package manifests + lockfile so `npm ci --omit=dev --workspace
// @keel/api` installs only the API's production dependencies. Run `npm run build` first.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = process.argv[2];
if (!target) throw new Error('usage: node scripts/stage-deploy.mjs <folder>');
for (const built of [
  'apps/api/dist/server.mjs',
  'apps/api/dist/cli.mjs',
  'apps/web/dist/index.html',
]) {
  if (!existsSync(path.join(root, built)))
    throw new Error(`${built} is missing: run \`npm run build\` first`);
}

// Every workspace's package.json: npm ci checks the lockfile against all of them.
const files = [
  'package.json',
  'package-lock.json',
  '.npmrc',
  'LICENSE',
  'packages/contracts/package.json',
  'packages/db/package.json',
  'apps/api/package.json',
  'apps/web/package.json',
  'e2e/package.json',
  'bench/package.json',
  'apps/api/bin',
  'apps/api/dist',
  'apps/web/dist',
];
for (const file of files) {
  const from = path.join(root, file);
  if (!existsSync(from)) continue;
  mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
  cpSync(from, path.join(target, file), { recursive: true });
}
console.log(`staged ${files.length} paths in ${target}`);
