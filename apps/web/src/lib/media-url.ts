// Paths the API hands out (`/api/uploads/…`, signed `/api/files/download?…`) as URLs the browser
// can load, also when the API lives on another origin (config.apiBaseUrl); bundled assets live
// beside the web app. No path gives undefined, so an <img> never gets an empty src.
import { config } from './config.ts';

export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return path.startsWith('/api/') ? `${config.apiBaseUrl}${path}` : path;
}
