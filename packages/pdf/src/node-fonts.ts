// Font bytes on the server: read from the @fontsource packages in node_modules.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FONT_FILES, type FontLoader } from './fonts.ts';

const require = createRequire(import.meta.url);
const cache = new Map<string, Promise<Buffer>>();

export const nodeFontLoader: FontLoader = (name) => {
  const file = require.resolve(FONT_FILES[name]);
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = readFile(file);
    cache.set(file, bytes);
  }
  return bytes;
};
