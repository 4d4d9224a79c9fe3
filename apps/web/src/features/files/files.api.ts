// The file manager's calls (pages.md §9).
import type {
  FileCategory,
  FileItem,
  FileListResponse,
  FilePermission,
  FileUsage,
} from '@keel/contracts/files';
import { http } from '../../lib/http.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

/** GET /api/files parameters as the page keeps them (FileListQuerySchema checks them). */
export interface FileListParams {
  parentId?: string;
  q?: string;
  types?: FileCategory[];
  from?: string;
  to?: string;
  scope: 'mine' | 'shared' | 'favorites';
  page: number;
  pageSize: number;
  sort?: string;
}

export const filesApi = {
  list: (params: FileListParams, signal?: AbortSignal) =>
    http.get<FileListResponse>('/api/files', { query: { ...params }, signal }),
  file: (fileId: string, signal?: AbortSignal) =>
    http.get<{ file: FileItem }>('/api/files/file', { query: { fileId }, signal }),
  folders: (signal?: AbortSignal) =>
    http.get<{ folders: FileItem[] }>('/api/files/folders', { signal }),
  usage: (signal?: AbortSignal) => http.get<{ usage: FileUsage }>('/api/files/usage', { signal }),
  link: (fileId: string) => http.get<{ url: string }>('/api/files/link', { query: { fileId } }),
  upload: (
    file: File,
    parentId: string | null,
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ) => {
    const body = new FormData();
    if (parentId) body.append('parentId', parentId);
    body.append('files', file);
    return uploadWithProgress<{ files: FileItem[] }>('/api/files/upload', body, onProgress, signal);
  },
  newFolder: (name: string, parentId: string | null) =>
    http.post<{ file: FileItem }>('/api/files/folders/new', { name, parentId }),
  update: (fileId: string, file: { name?: string; tags?: string[]; parentId?: string | null }) =>
    http.post<{ file: FileItem }>('/api/files/update', { fileId, file }),
  favorite: (fileId: string, isFavorited: boolean) =>
    http.post<{ file: FileItem }>('/api/files/favorite', { fileId, isFavorited }),
  share: (fileId: string, emails: string[], permission: FilePermission) =>
    http.post<{ file: FileItem }>('/api/files/share', { fileId, emails, permission }),
  updateShare: (fileId: string, userId: string, permission: FilePermission) =>
    http.post<{ file: FileItem }>('/api/files/share/update', { fileId, userId, permission }),
  removeShare: (fileId: string, userId: string) =>
    http.post<{ file: FileItem }>('/api/files/share/remove', { fileId, userId }),
  remove: (fileIds: string[]) => http.post<Record<string, never>>('/api/files/delete', { fileIds }),
};
