// The file manager's endpoints (packages/contracts/src/files.routes.ts) as RTK Query hooks.
// Every change invalidates 'File' (folders, one item, usage); the page's list lives in the
// files slice (fed by the same route) and reloads itself. A `files.changed` WebSocket event
// invalidates 'File' too (files-manager-view.tsx).
import { fileRoutes } from '@keel/contracts/files.routes';
import type { RouteOutput } from '@keel/contracts/route';
import { routeUrl } from '../../lib/api-client.ts';
import { api, mutationFor, queryFor } from '../../lib/api.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

const routes = fileRoutes.routes;

export const filesApi = api.enhanceEndpoints({ addTagTypes: ['File'] }).injectEndpoints({
  endpoints: (build) => ({
    fileItem: queryFor(build, routes.get, { providesTags: ['File'] }),
    fileFolders: queryFor(build, routes.folders, { providesTags: ['File'] }),
    fileUsage: queryFor(build, routes.usage, { providesTags: ['File'] }),
    fileLink: mutationFor(build, routes.link),
    newFolder: mutationFor(build, routes.newFolder, { invalidatesTags: ['File'] }),
    updateFile: mutationFor(build, routes.update, { invalidatesTags: ['File'] }),
    favoriteFile: mutationFor(build, routes.favorite, { invalidatesTags: ['File'] }),
    shareFile: mutationFor(build, routes.share, { invalidatesTags: ['File'] }),
    updateFileShare: mutationFor(build, routes.updateShare, { invalidatesTags: ['File'] }),
    removeFileShare: mutationFor(build, routes.removeShare, { invalidatesTags: ['File'] }),
    deleteFiles: mutationFor(build, routes.remove, { invalidatesTags: ['File'] }),
    restoreFiles: mutationFor(build, routes.restore, { invalidatesTags: ['File'] }),
    deleteFilesForever: mutationFor(build, routes.deleteForever, { invalidatesTags: ['File'] }),
    emptyTrash: mutationFor(build, routes.emptyTrash, { invalidatesTags: ['File'] }),
  }),
});

export const {
  useFileItemQuery,
  useFileFoldersQuery,
  useFileUsageQuery,
  useFileLinkMutation,
  useNewFolderMutation,
  useUpdateFileMutation,
  useFavoriteFileMutation,
  useShareFileMutation,
  useUpdateFileShareMutation,
  useRemoveFileShareMutation,
  useDeleteFilesMutation,
  useRestoreFilesMutation,
  useDeleteFilesForeverMutation,
  useEmptyTrashMutation,
} = filesApi;

/** One file into a folder, with progress (XMLHttpRequest; RTK Query cannot report it). */
export function uploadFile(
  file: File,
  parentId: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const body = new FormData();
  if (parentId) body.append('parentId', parentId);
  body.append('files', file);
  return uploadWithProgress<RouteOutput<typeof routes.upload>>(
    routeUrl(routes.upload),
    body,
    onProgress,
    signal,
  );
}
