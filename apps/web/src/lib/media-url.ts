// Paths the API hands out (uploads, signed file links: they start with the API's path prefix,
// packages/contracts/src/route.ts) as URLs the browser can load, also when the API lives on
// another origin (config.apiBaseUrl); bundled assets live beside the web app. No path gives
// undefined, so an <img> never gets an empty src.
import { API_PATH_PREFIX } from '@keel/contracts/route';
import { config } from './config.ts';

export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return path.startsWith(API_PATH_PREFIX) ? `${config.apiBaseUrl}${path}` : path;
}
