// The file manager's current listing (docs/spec/pages.md#file-manager): one page of files for the folder, scope
// and filters in the URL, with loading and error; edits replace rows in place.
import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { FileCategory, FileItem, FileListResponse, FileScope } from '@keel/contracts/files';
import { rootReducer } from '../../lib/store.ts';
import { fileRoutes } from '@keel/contracts/files.routes';
import { callRoute } from '../../lib/api-client.ts';
import { failureMessage } from '../../lib/http.ts';

/** The list route's parameters as the page keeps them (FileListQuerySchema checks them). */
export interface FileListParams {
  parentId?: string;
  q?: string;
  types?: FileCategory[];
  from?: string;
  to?: string;
  scope: FileScope;
  page: number;
  pageSize: number;
  sort?: string;
}

export interface FileListState {
  files: FileItem[];
  total: number;
  loading: boolean;
  error: string | null;
  requestId: string | null;
}

export const initialFileListState: FileListState = {
  files: [],
  total: 0,
  loading: false,
  error: null,
  requestId: null,
};

export const fetchFiles = createAsyncThunk(
  'fileList/fetch',
  async (params: FileListParams, { signal }) =>
    callRoute(fileRoutes.routes.list, { query: { ...params } }, { signal }),
  {
    serializeError: (error) => ({ message: failureMessage(error) }),
  },
);

export const fileListSlice = createSlice({
  name: 'fileList',
  initialState: initialFileListState,
  reducers: {
    fileReplaced(state, action: PayloadAction<FileItem>) {
      const index = state.files.findIndex((file) => file.id === action.payload.id);
      if (index >= 0) state.files[index] = action.payload;
    },
    filesRemoved(state, action: PayloadAction<string[]>) {
      const removed = new Set(action.payload);
      const before = state.files.length;
      state.files = state.files.filter((file) => !removed.has(file.id));
      state.total = Math.max(0, state.total - (before - state.files.length));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchFiles.pending, (state, action) => {
        state.loading = true;
        state.error = null;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchFiles.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        const { files, total }: FileListResponse = action.payload;
        state.loading = false;
        state.files = files;
        state.total = total;
      })
      .addCase(fetchFiles.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId || action.meta.aborted) return;
        state.loading = false;
        state.error = action.error.message ?? 'Something went wrong';
      });
  },
  selectors: { selectFileList: (state) => state },
});

declare module '../../lib/store.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof fileListSlice> {}
}

export const injectedFileList = fileListSlice.injectInto(rootReducer);
export const { fileReplaced, filesRemoved } = fileListSlice.actions;
export const { selectFileList } = injectedFileList.selectors;
