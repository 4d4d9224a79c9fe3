// Downloads GET /api/export/<list> while it streams: reports rows received against the total the
// server announces (x-export-rows), can be cancelled, and saves the file under the server's name.
import { EXPORT_ROWS_HEADER, type ExportList } from '@keel/contracts/export-constants';
import { exportRoutes } from '@keel/contracts/export.routes';
import { routeUrl } from '../../lib/api-client.ts';
import { authorizationToken, buildUrl } from '../../lib/http.ts';

type Query = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

export interface ExportProgress {
  rows: number;
  total: number;
}

const NEWLINE = 10;

export async function downloadCsv(
  list: ExportList,
  query: Query,
  language: string,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const token = authorizationToken();
  // The browser streams this itself (progress, cancel): the route's path, the API's base URL.
  const exportUrl = buildUrl(routeUrl(exportRoutes.routes.list, { params: { list } }), {
    ...filters,
    lang: language,
  });
  const response = await fetch(exportUrl, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  const total = Number(response.headers.get(EXPORT_ROWS_HEADER) ?? 0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  // Lines received minus the header row: exact unless a cell holds a line break.
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === NEWLINE) lines += 1;
    onProgress({ rows: Math.min(Math.max(lines - 1, 0), total), total });
  }
  onProgress({ rows: total, total });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `${list}.csv`;
  const url = URL.createObjectURL(
    new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
