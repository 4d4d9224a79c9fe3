// Paths the API hands out (`/api/uploads/…`, signed `/api/files/download?…`) as URLs the browser
// can load, also when the API lives on another origin (config.apiBaseUrl).
import { config } from './config.ts';

export function apiUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return path.startsWith('/api/') ? `${config.apiBaseUrl}${path}` : path;
}
