// Compiles the API (apps/api/src/server.ts and the admin CLI, apps/api/src/cli.ts) with the
// workspace packages it imports (@keel/contracts, @keel/db) into plain JavaScript in
// apps/api/dist, so production runs `node apps/api/dist/server.mjs` without a TypeScript loader.
// npm packages stay external (node_modules at run time, `npm ci --omit=dev` in a deployment).
// Edit when the API gains an entry point or @keel/db a folder it reads at run time.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const apiDist = path.join(root, 'apps/api/dist');

/** Bundles only our own code: every bare import but @keel/* stays an import of node_modules. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@keel/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  rmSync(apiDist, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { server: 'apps/api/src/server.ts', cli: 'apps/api/src/cli.ts' },
    outdir: apiDist,
    outExtension: { '.js': '.mjs' },
    // Shared code in chunks beside the entries: dbPackageFile() resolves from import.meta.url.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    legalComments: 'none',
    define: { KEEL_COMPILED: 'true' },
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
  // What packages/db/src/package-files.ts looks for beside the bundle.
  cpSync(path.join(root, 'packages/db/migrations'), path.join(apiDist, 'db/migrations'), {
    recursive: true,
  });
  cpSync(path.join(root, 'packages/db/src/seed/assets'), path.join(apiDist, 'db/src/seed/assets'), {
    recursive: true,
  });
}
