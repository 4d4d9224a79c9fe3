// The file manager (pages.md §9): scope tabs, breadcrumb, filters, list or grid, details
// drawer, and the upload / folder / rename / move / share / delete dialogs.
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListTransferBar } from '../../components/csv/list-transfer-bar.tsx';
import { useTranslation } from 'react-i18next';
import { FILES_CHANGED_EVENT, FILE_SCOPES, type FileItem } from '@keel/contracts/files';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TableFooter } from '../../components/table/table-footer.tsx';
import { TableSelectedBar } from '../../components/table/table-selected-bar.tsx';
import { useRealtimeEvent } from '../../lib/realtime.ts';
import { useRequest } from '../../lib/use-request.ts';
import { FileTable } from './file-table.tsx';
import { filesApi } from './files.api.ts';
import { fetchFiles, filesRemoved, selectFileList } from './files.slice.ts';
import { FilesToolbar } from './files-toolbar.tsx';
import { folderPath } from './folder-path.ts';
import {
  hasFilters,
  toFileListParams,
  useFilesLayout,
  useFilesParams,
} from './use-files-params.ts';
import { useFileActions, type FileDialog } from './use-file-actions.ts';

// Dialogs, the drawer and the grid load when first shown, keeping the route's first load small.
const FileDetailsDrawer = lazy(() =>
  import('./file-details-drawer.tsx').then((module) => ({ default: module.FileDetailsDrawer })),
);
const FileGrid = lazy(() =>
  import('./file-grid.tsx').then((module) => ({ default: module.FileGrid })),
);
const FileMoveDialog = lazy(() =>
  import('./file-move-dialog.tsx').then((module) => ({ default: module.FileMoveDialog })),
);
const FileNameDialog = lazy(() =>
  import('./file-name-dialog.tsx').then((module) => ({ default: module.FileNameDialog })),
);
const FileShareDialog = lazy(() =>
  import('./file-share-dialog.tsx').then((module) => ({ default: module.FileShareDialog })),
);
const FileUploadDialog = lazy(() =>
  import('./file-upload-dialog.tsx').then((module) => ({ default: module.FileUploadDialog })),
);

export function FilesManagerView({
  dialogRequest,
  onDialogHandled,
}: {
  dialogRequest: FileDialog | null;
  onDialogHandled: () => void;
}) {
  const { t } = useTranslation(['files', 'validation']);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { files, total, loading, error } = useAppSelector(selectFileList);
  const { view, update } = useFilesParams();
  const [layout, setLayout] = useFilesLayout();
  const [selected, setSelected] = useState<string[]>([]);
  const [details, setDetails] = useState<FileItem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const params = useMemo(() => toFileListParams(view), [view]);
  const reload = () => setAttempt((value) => value + 1);
  const actions = useFileActions(
    (file) => setDetails((current) => (current?.id === file.id ? file : current)),
    () => {
      setDetails(null);
      actions.close();
      reload();
    },
  );
  // Someone shared, renamed or deleted something I can see: refetch (my own changes reload
  // where they happen).
  const me = useAppSelector((state) => state.session.user?.id);
  useRealtimeEvent<{ by?: string }>(FILES_CHANGED_EVENT, (payload) => {
    if (payload?.by !== me) reload();
  });
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

  useEffect(() => {
    const request = dispatch(fetchFiles(params));
    setSelected([]);
    return () => request.abort();
  }, [dispatch, params, attempt]);

  useEffect(() => {
    if (dialogRequest) {
      actions.open(dialogRequest);
      onDialogHandled();
    }
  }, [dialogRequest, actions, onDialogHandled]);

  // The breadcrumb: my own folders give the full path; a shared folder shows itself.
  const folders = useRequest(
    (signal) => filesApi.folders(signal).then((body) => body.folders),
    [attempt],
  );
  const current = useRequest(
    (signal) =>
      view.folder
        ? filesApi.file(view.folder, signal).then((body) => body.file)
        : Promise.resolve(null),
    [view.folder],
  );
  const trail = view.folder
    ? folders.data && folderPath(folders.data, view.folder).length > 0
      ? folderPath(folders.data, view.folder)
      : current.data
        ? [current.data]
        : []
    : [];
  const ownFolder = !view.folder || current.data?.access === 'owner';

  const open = (file: FileItem) =>
    file.type === 'folder' ? update({ folder: file.id }) : setDetails(file);
  const chosen = files.filter((file) => selected.includes(file.id));
  const allOwned = chosen.length > 0 && chosen.every((file) => file.access === 'owner');
  const empty = hasFilters(view) ? t('empty.noMatch') : t('empty.noFiles');

  const removeFiles = async (targets: FileItem[]) => {
    try {
      await filesApi.remove(targets.map((file) => file.id));
      dispatch(filesRemoved(targets.map((file) => file.id)));
      enqueueSnackbar(t('deleted', { count: targets.length }));
      setSelected([]);
      setDetails((file) => (file && targets.some((target) => target.id === file.id) ? null : file));
      actions.close();
      reload();
    } catch (failure) {
      actions.fail(failure);
    }
  };

  const bulkActions = (
    <Stack direction="row" spacing={0.5}>
      {allOwned && (
        <Tooltip title={t('actions.share')}>
          <IconButton
            color="primary"
            onClick={() => actions.open({ kind: 'share', files: chosen })}
            aria-label={t('actions.shareSelected')}
          >
            <ShareRounded />
          </IconButton>
        </Tooltip>
      )}
      {allOwned && (
        <Tooltip title={t('actions.delete')}>
          <IconButton
            color="primary"
            onClick={() => actions.open({ kind: 'delete', files: chosen })}
            aria-label={t('actions.deleteSelected')}
          >
            <DeleteRounded />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );

  const dialog = actions.dialog;
  return (
    <Card>
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
      <Breadcrumbs sx={{ px: 2.5, pb: 2 }} aria-label={t('breadcrumb')}>
        {view.folder ? (
          <Link
            component="button"
            type="button"
            color="inherit"
            variant="subtitle2"
            onClick={() => update({ folder: null })}
          >
            {t(`scopes.${view.scope}`)}
          </Link>
        ) : (
          <Typography variant="subtitle2">{t(`scopes.${view.scope}`)}</Typography>
        )}
        {trail.map((folder, index) =>
          index < trail.length - 1 ? (
            <Link
              key={folder.id}
              component="button"
              type="button"
              color="inherit"
              variant="subtitle2"
              onClick={() => update({ folder: folder.id })}
            >
              {folder.name}
            </Link>
          ) : (
            <Typography key={folder.id} variant="subtitle2" color="text.primary">
              {folder.name}
            </Typography>
          ),
        )}
      </Breadcrumbs>
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
        {dialog?.kind === 'upload' && (
          <FileUploadDialog
            folderId={ownFolder ? view.folder : null}
            onClose={actions.close}
            onUploaded={(uploaded) => {
              enqueueSnackbar(t('uploaded', { count: uploaded.length }));
              reload();
            }}
          />
        )}
        {dialog?.kind === 'newFolder' && (
          <FileNameDialog
            title={t('newFolder')}
            submitLabel={t('create')}
            onClose={actions.close}
            onSubmit={async (name) => {
              await filesApi.newFolder(name, ownFolder ? view.folder : null);
              actions.close();
              enqueueSnackbar(t('folderCreated'));
              reload();
            }}
          />
        )}
        {dialog?.kind === 'rename' && (
          <FileNameDialog
            title={t('actions.rename')}
            submitLabel={t('save')}
            initial={dialog.file.name}
            onClose={actions.close}
            onSubmit={async (name) => {
              actions.changed((await filesApi.update(dialog.file.id, { name })).file);
              actions.close();
              enqueueSnackbar(t('saved'));
            }}
          />
        )}
        {dialog?.kind === 'move' && (
          <FileMoveDialog
            file={dialog.file}
            onClose={actions.close}
            onMove={async (parentId) => {
              await filesApi.update(dialog.file.id, { parentId });
              actions.close();
              enqueueSnackbar(t('moved'));
              reload();
            }}
          />
        )}
        {dialog?.kind === 'share' && (
          <FileShareDialog
            files={dialog.files}
            onClose={actions.close}
            onChanged={actions.changed}
            onCopyLink={(file) => void actions.copyLink(file)}
          />
        )}
      </Suspense>
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          onClose={actions.close}
          onConfirm={() => removeFiles(dialog.files)}
          target={
            dialog.files.length === 1
              ? { name: dialog.files[0]!.name }
              : { count: dialog.files.length }
          }
        />
      )}
      <Box />
    </Card>
  );
}
