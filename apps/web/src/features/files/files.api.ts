// The file manager's endpoints (packages/contracts/src/files.routes.ts) as RTK Query hooks.
// The page's list (one page for the folder, scope and filters in the URL) provides 'File' LIST
// and each row's id; folders, one item and usage provide 'File'. Every change invalidates 'File',
// so all of them are read again; a change that answers with the file (rename, move, tags, star,
// share) or names the files it took away (trash, restore, delete for good) first patches the
// cached list pages, so the row changes or goes at once. A `files.changed` WebSocket event
// invalidates 'File' too (files-manager-view.tsx), as does an upload (file-upload-dialog.tsx).
import type { FileItem } from '@keel/contracts/files';
import { fileRoutes } from '@keel/contracts/files.routes';
import type { RouteOutput } from '@keel/contracts/route';
import { routeUrl } from '../../lib/api-client.ts';
import { api, mutationFor, queryFor, type MutationStarted } from '../../lib/api.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

const routes = fileRoutes.routes;

type Patcher = Pick<Parameters<MutationStarted<typeof routes.update>>[1], 'dispatch' | 'getState'>;

/** A change answered with the file: its row is replaced in place. */
async function replaceListed(
  _arg: unknown,
  lifecycle: Patcher & { queryFulfilled: Promise<{ data: { file: FileItem } }> },
) {
  const answer = await lifecycle.queryFulfilled.catch(() => null);
  if (!answer) return;
  const changed = answer.data.file;
  patchLists(lifecycle, (files) => files.map((file) => (file.id === changed.id ? changed : file)));
}

/** A change that took the named files away: their rows go. */
async function dropListed(
  { body }: { body: { fileIds: string[] } },
  lifecycle: Patcher & { queryFulfilled: Promise<object> },
) {
  if ((await lifecycle.queryFulfilled.catch(() => null)) === null) return;
  const gone = new Set(body.fileIds);
  patchLists(lifecycle, (files) => files.filter((file) => !gone.has(file.id)));
}

export const filesApi = api.enhanceEndpoints({ addTagTypes: ['File'] }).injectEndpoints({
  endpoints: (build) => ({
    fileList: queryFor(build, routes.list, {
      providesTags: (result) => [
        { type: 'File', id: 'LIST' },
        ...(result?.files ?? []).map((file) => ({ type: 'File' as const, id: file.id })),
      ],
    }),
    fileItem: queryFor(build, routes.get, { providesTags: ['File'] }),
    fileFolders: queryFor(build, routes.folders, { providesTags: ['File'] }),
    fileUsage: queryFor(build, routes.usage, { providesTags: ['File'] }),
    fileLink: mutationFor(build, routes.link),
    newFolder: mutationFor(build, routes.newFolder, { invalidatesTags: ['File'] }),
    updateFile: mutationFor(build, routes.update, {
      invalidatesTags: ['File'],
      onQueryStarted: replaceListed,
    }),
    favoriteFile: mutationFor(build, routes.favorite, {
      invalidatesTags: ['File'],
      onQueryStarted: replaceListed,
    }),
    shareFile: mutationFor(build, routes.share, {
      invalidatesTags: ['File'],
      onQueryStarted: replaceListed,
    }),
    updateFileShare: mutationFor(build, routes.updateShare, {
      invalidatesTags: ['File'],
      onQueryStarted: replaceListed,
    }),
    removeFileShare: mutationFor(build, routes.removeShare, {
      invalidatesTags: ['File'],
      onQueryStarted: replaceListed,
    }),
    deleteFiles: mutationFor(build, routes.remove, {
      invalidatesTags: ['File'],
      onQueryStarted: dropListed,
    }),
    restoreFiles: mutationFor(build, routes.restore, {
      invalidatesTags: ['File'],
      onQueryStarted: dropListed,
    }),
    deleteFilesForever: mutationFor(build, routes.deleteForever, {
      invalidatesTags: ['File'],
      onQueryStarted: dropListed,
    }),
    emptyTrash: mutationFor(build, routes.emptyTrash, { invalidatesTags: ['File'] }),
  }),
});

/** Applies `change` to the rows of every cached list page; the total drops with removed rows. */
function patchLists({ dispatch, getState }: Patcher, change: (files: FileItem[]) => FileItem[]) {
  for (const query of filesApi.util.selectCachedArgsForQuery(getState(), 'fileList')) {
    dispatch(
      filesApi.util.updateQueryData('fileList', query, (draft) => {
        const files = change(draft.files);
        draft.total = Math.max(0, draft.total - (draft.files.length - files.length));
        draft.files = files;
      }),
    );
  }
}

export const {
  useFileListQuery,
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
