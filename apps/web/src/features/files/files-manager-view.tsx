// The file manager (docs/spec/pages.md#file-manager): storage-usage bar, scope tabs (and the
// trash), breadcrumb (file-breadcrumbs.tsx), filters, list or grid, details drawer, the actions on
// a selection (file-bulk-actions.tsx) and the dialogs (file-dialogs.tsx). The list is an RTK
// Query page (files.api.ts) for the URL's parameters; changes, mine through the mutations' tag and
// others' through `files.changed`, read it again.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListTransferBar } from '../../components/csv/list-transfer-bar.tsx';
import { useTranslation } from 'react-i18next';
import { FILES_CHANGED_EVENT, FILE_SCOPES, type FileItem } from '@keel/contracts/files';
import { errorMessage, useInvalidateOn } from '../../lib/api.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { TableFooter } from '../../components/table/table-footer.tsx';
import { TableSelectedBar } from '../../components/table/table-selected-bar.tsx';
import { useRealtimeEvent } from '../../lib/realtime.ts';
import { FileBreadcrumbs } from './file-breadcrumbs.tsx';
import { FileBulkActions } from './file-bulk-actions.tsx';
import { FileDialogs, FileTrashConfirmations } from './file-dialogs.tsx';
import { FileTable } from './file-table.tsx';
import { FileTrashBar } from './file-trash-bar.tsx';
import { FileUsageBar } from './file-usage-bar.tsx';
import { useFileFoldersQuery, useFileItemQuery, useFileListQuery } from './files.api.ts';
import { FilesToolbar } from './files-toolbar.tsx';
import { folderPath } from './folder-path.ts';
import {
  hasFilters,
  toFileListParams,
  useFilesLayout,
  useFilesParams,
} from './use-files-params.ts';
import { useFileActions, type FileDialog } from './use-file-actions.ts';

// The drawer and the grid load when first shown (the dialogs too: file-dialogs.tsx), keeping the
// route's first load small.
const FileDetailsDrawer = lazy(() =>
  import('./file-details-drawer.tsx').then((module) => ({ default: module.FileDetailsDrawer })),
);
const FileGrid = lazy(() =>
  import('./file-grid.tsx').then((module) => ({ default: module.FileGrid })),
);

export function FilesManagerView({
  dialogRequest,
  onDialogHandled,
}: {
  dialogRequest: FileDialog | null;
  onDialogHandled: () => void;
}) {
  const { t } = useTranslation(['files', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const { view, update } = useFilesParams();
  const [layout, setLayout] = useFilesLayout();
  const [selected, setSelected] = useState<string[]>([]);
  const [details, setDetails] = useState<FileItem | null>(null);
  const params = useMemo(() => toFileListParams(view), [view]);
  // The rows shown stay until the next parameters' page has come (`data`, not `currentData`).
  const list = useFileListQuery({ query: { ...params } });
  const files = useMemo(() => list.data?.files ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const loading = list.isFetching;
  // Hidden while a Retry runs: the skeleton (or the rows kept) shows instead.
  const error = list.isError ? errorMessage(list.error) : null;
  const reload = () => {
    setSelected([]);
    void list.refetch();
  };
  const actions = useFileActions(
    (file) => setDetails((current) => (current?.id === file.id ? file : current)),
    () => {
      setDetails(null);
      actions.close();
      reload();
    },
  );
  // Someone shared, renamed or deleted something I can see: the list and the cached queries are
  // read again (their tag), and the selection lets go, as its rows may be gone.
  const me = useAppSelector((state) => state.session.user?.id);
  useRealtimeEvent<{ by?: string }>(FILES_CHANGED_EVENT, (payload) => {
    if (payload?.by !== me) setSelected([]);
  });
  useInvalidateOn(FILES_CHANGED_EVENT, ['File']);
  const inTrash = view.scope === 'trash';
  // `?upload=1`: the command palette's "Upload files" action opens the upload dialog.
  const [search, setSearch] = useSearchParams();
  const openDialog = actions.open;
  useEffect(() => {
    if (!search.has('upload')) return;
    openDialog({ kind: 'upload' });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('upload');
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch, openDialog]);

  // Another folder, scope, filter or page: nothing of the last one stays selected.
  useEffect(() => setSelected([]), [params]);

  useEffect(() => {
    if (dialogRequest) {
      actions.open(dialogRequest);
      onDialogHandled();
    }
  }, [dialogRequest, actions, onDialogHandled]);

  // The breadcrumb: my own folders give the full path; a shared folder shows itself.
  const folders = { data: useFileFoldersQuery(undefined).data?.folders };
  const currentQuery = useFileItemQuery(
    { query: { fileId: view.folder ?? '' } },
    { skip: !view.folder },
  );
  const current = { data: view.folder ? currentQuery.data?.file : null };
  // The open folder was deleted or unshared by someone else: say so, back to the scope's root.
  const folderGone = Boolean(view.folder) && errorMessage(currentQuery.error) === 'File not found';
  useEffect(() => {
    if (!folderGone) return;
    enqueueSnackbar(t('live.gone'), { variant: 'error' });
    update({ folder: null });
  }, [folderGone, enqueueSnackbar, t, update]);
  const trail = view.folder
    ? folders.data && folderPath(folders.data, view.folder).length > 0
      ? folderPath(folders.data, view.folder)
      : current.data
        ? [current.data]
        : []
    : [];
  const ownFolder = !view.folder || current.data?.access === 'owner';

  // In the trash nothing opens: an item there is only restored or deleted for good.
  const open = (file: FileItem) =>
    file.deletedAt
      ? undefined
      : file.type === 'folder'
        ? update({ folder: file.id })
        : setDetails(file);
  const chosen = files.filter((file) => selected.includes(file.id));
  const empty = hasFilters(view)
    ? t('empty.noMatch')
    : inTrash
      ? t('trash.empty')
      : t('empty.noFiles');

  const bulkActions = (
    <FileBulkActions
      chosen={chosen}
      inTrash={inTrash}
      actions={actions}
      onRestored={() => setSelected([])}
    />
  );

  return (
    <Card>
      <FileUsageBar />
      <ListTransferBar list="files" query={{ ...params }} />
      <Tabs
        value={view.scope}
        onChange={(_, scope: string) =>
          update({ scope: scope === 'mine' ? null : scope, folder: null })
        }
        variant="scrollable"
        sx={{ px: 2.5, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
      >
        {FILE_SCOPES.map((scope) => (
          <Tab key={scope} value={scope} label={t(`scopes.${scope}`)} />
        ))}
      </Tabs>
      <FilesToolbar view={view} update={update} layout={layout} onLayout={setLayout} />
      {inTrash && (
        <FileTrashBar canEmpty={total > 0} onEmpty={() => actions.open({ kind: 'emptyTrash' })} />
      )}
      <FileBreadcrumbs view={view} trail={trail} onFolder={(folder) => update({ folder })} />
      {layout === 'list' ? (
        <FileTable
          files={files}
          loading={loading}
          error={error}
          onRetry={reload}
          empty={empty}
          sort={view.sort}
          onSort={(field) =>
            update({
              sort: `${field}:${view.sort.field === field && view.sort.direction === 'asc' ? 'desc' : 'asc'}`,
            })
          }
          selected={selected}
          onSelect={setSelected}
          onOpen={open}
          onDetails={setDetails}
          actions={actions}
          selectedBar={
            <TableSelectedBar
              numSelected={selected.length}
              rowCount={files.length}
              onSelectAll={(checked) => setSelected(checked ? files.map((file) => file.id) : [])}
              actions={bulkActions}
            />
          }
        />
      ) : (
        <Suspense fallback={null}>
          <FileGrid
            files={files}
            loading={loading}
            error={error}
            onRetry={reload}
            empty={empty}
            selected={selected}
            onSelect={setSelected}
            onOpen={open}
            onDetails={setDetails}
            onNewFolder={
              view.scope === 'mine' && ownFolder
                ? () => actions.open({ kind: 'newFolder' })
                : undefined
            }
            actions={actions}
          />
        </Suspense>
      )}
      <TableFooter
        count={total}
        page={view.page}
        pageSize={view.pageSize}
        onPageChange={(page) => update({ page: String(page) })}
        onPageSizeChange={(size) => update({ pageSize: String(size) })}
      />
      {layout === 'grid' && selected.length > 0 && (
        <Paper
          elevation={12}
          data-testid="selection-bar"
          sx={{
            position: 'fixed',
            bottom: 24,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 10,
            px: 2,
            py: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            borderRadius: 2,
          }}
        >
          <Typography variant="subtitle2">{t('selected', { count: selected.length })}</Typography>
          {bulkActions}
        </Paper>
      )}
      <Suspense fallback={null}>
        {details && (
          <FileDetailsDrawer file={details} actions={actions} onClose={() => setDetails(null)} />
        )}
        <FileDialogs
          actions={actions}
          folderId={ownFolder ? (view.folder ?? null) : null}
          onListChanged={() => setSelected([])}
        />
      </Suspense>
      <FileTrashConfirmations
        actions={actions}
        onRemoved={(targets) => {
          setSelected([]);
          setDetails((file) =>
            file && targets.some((target) => target.id === file.id) ? null : file,
          );
        }}
      />
      <Box />
    </Card>
  );
}
