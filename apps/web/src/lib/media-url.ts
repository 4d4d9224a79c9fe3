// Stored media paths → URLs: uploads live on the API (which may be another origin, see
// config.apiBaseUrl); bundled assets live beside the web app.
import { config } from './config.ts';

export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  return path.startsWith('/api/') ? `${config.apiBaseUrl}${path}` : path;
}
