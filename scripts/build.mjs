// `npm run build` (everything) and `npm start`'s `--if-stale` (only what changed): the web app
// (Vite, apps/web/dist) and the compiled API (esbuild, apps/api/dist). Each output keeps a stamp:
// a fingerprint of its inputs (path, size and modification time of every source file, the
// lockfile, the build scripts and, for the web app, the VITE_* variables it bakes in); a target
// whose stamp matches is skipped. Edit the input lists when a target reads new folders.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDist, buildApi } from './build-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/contracts'];

const targets = {
  web: {
    inputs: [...shared, 'apps/web', 'scripts/build.mjs'],
    env: (name) => name.startsWith('VITE_'),
    stamp: path.join(root, 'apps/web/dist/.build-stamp'),
    run() {
      const result = spawnSync('npm', ['run', '-s', 'build', '-w', '@keel/web'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('the web build failed');
    },
  },
  api: {
    inputs: [...shared, 'apps/api', 'packages/db', 'scripts/build.mjs', 'scripts/build-api.mjs'],
    env: () => false,
    stamp: path.join(apiDist, '.build-stamp'),
    run: buildApi,
  },
};

const skipped = new Set(['node_modules', 'dist', 'test-results', '.vite']);

function collect(relative, out) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return;
  const stat = statSync(absolute);
  if (!stat.isDirectory()) {
    out.push(`${relative}\t${stat.size}\t${Math.trunc(stat.mtimeMs)}`);
    return;
  }
  for (const entry of readdirSync(absolute)) {
    if (!skipped.has(entry)) collect(path.join(relative, entry), out);
  }
}

function fingerprint(target) {
  const lines = [];
  for (const input of target.inputs) collect(input, lines);
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (target.env(name)) lines.push(`env ${name}=${value}`);
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const names = args.filter((arg) => !arg.startsWith('--'));
for (const name of names.length ? names : Object.keys(targets)) {
  const target = targets[name];
  if (!target) throw new Error(`unknown build target "${name}" (web, api)`);
  const print = existsSync(target.stamp) ? readFileSync(target.stamp, 'utf8') : '';
  const current = fingerprint(target);
  if (ifStale && print === current) {
    console.log(`› ${name}: up to date`);
    continue;
  }
  console.log(`› building ${name}`);
  // A build that fails halfway must not look finished to the next --if-stale.
  rmSync(target.stamp, { force: true });
  await target.run();
  writeFileSync(target.stamp, current);
}
