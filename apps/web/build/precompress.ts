// Brotli (quality 11) and gzip (level 9) copies of the built scripts, styles and SVGs, beside
// each file (`x.js.br`, `x.js.gz`), which the API serves as they are
// (apps/api/src/plugins/static-web.ts, @fastify/static's preCompressed). Compressed per request,
// @fastify/compress uses brotli quality 4, which is fast but large: the entry went out as 153.6 KB
// where quality 11 makes 131.0 KB, and a dashboard's first load is about 15 % smaller this way.
// On a phone the first screen waits for those bytes (bench/RESULTS.md, "Issue 23, session 13").
// Quality 11 is slow (seconds for the whole build), so it runs once here, not per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `file.br` and `file.gz`, each where it is smaller than the file. */
export async function precompressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
}

/** Every compressible file in `dir` (not recursive). Node's thread pool runs four at a time. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(files.map((name) => precompressFile(path.join(dir, name))));
}

export function precompress(): Plugin {
  return {
    name: 'keel-precompress',
    apply: 'build',
    // Once every file of the bundle is on disk; the output folder comes with the hook.
    writeBundle: {
      order: 'post',
      async handler(output) {
        if (output.dir) await precompressDir(path.join(output.dir, 'assets'));
      },
    },
  };
}
