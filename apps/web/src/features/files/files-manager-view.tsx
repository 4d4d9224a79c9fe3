// The file manager (docs/spec/pages.md#file-manager): storage-usage bar, scope tabs (and the trash), breadcrumb,
// filters, list or grid, details drawer, and the upload / folder / rename / move / share /
// delete dialogs. Changes by others (files.changed) reload the list and the cached queries.
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import RestoreFromTrashRounded from '@mui/icons-material/RestoreFromTrashRounded';
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
import {
  FILES_CHANGED_EVENT,
  FILE_SCOPES,
  FILE_TRASH_DAYS,
  type FileItem,
} from '@keel/contracts/files';
import { errorMessage, useInvalidateOn } from '../../lib/api.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TableFooter } from '../../components/table/table-footer.tsx';
import { TableSelectedBar } from '../../components/table/table-selected-bar.tsx';
import { useRealtimeEvent } from '../../lib/realtime.ts';
import { FileTable } from './file-table.tsx';
import { FileTrashBar } from './file-trash-bar.tsx';
import { FileUsageBar } from './file-usage-bar.tsx';
import {
  useDeleteFilesForeverMutation,
  useDeleteFilesMutation,
  useEmptyTrashMutation,
  useFileFoldersQuery,
  useFileItemQuery,
  useNewFolderMutation,
  useUpdateFileMutation,
} from './files.api.ts';
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
  useInvalidateOn(FILES_CHANGED_EVENT, ['File']);
  const [deleteFiles] = useDeleteFilesMutation();
  const [deleteForever] = useDeleteFilesForeverMutation();
  const [emptyTrash] = useEmptyTrashMutation();
  const [newFolder] = useNewFolderMutation();
  const [updateFile] = useUpdateFileMutation();
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
  const allOwned = chosen.length > 0 && chosen.every((file) => file.access === 'owner');
  const empty = hasFilters(view)
    ? t('empty.noMatch')
    : inTrash
      ? t('trash.empty')
      : t('empty.noFiles');

  const removeFiles = async (targets: FileItem[], forever: boolean) => {
    try {
      const fileIds = targets.map((file) => file.id);
      if (forever) await deleteForever({ body: { fileIds } }).unwrap();
      else await deleteFiles({ body: { fileIds } }).unwrap();
      dispatch(filesRemoved(fileIds));
      enqueueSnackbar(
        t(forever ? 'trash.deletedForever' : 'trash.moved', { count: targets.length }),
      );
      setSelected([]);
      setDetails((file) => (file && targets.some((target) => target.id === file.id) ? null : file));
      actions.close();
      reload();
    } catch (failure) {
      actions.fail(failure);
    }
  };

  const emptyAll = async () => {
    try {
      await emptyTrash({}).unwrap();
      enqueueSnackbar(t('trash.emptied'));
      actions.close();
      reload();
    } catch (failure) {
      actions.fail(failure);
    }
  };

  const bulkActions = inTrash ? (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={t('actions.restore')}>
        <IconButton
          color="primary"
          onClick={() =>
            void actions.restore(chosen).then((done) => {
              if (done) {
                setSelected([]);
                reload();
              }
            })
          }
          aria-label={t('actions.restoreSelected')}
        >
          <RestoreFromTrashRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('actions.deleteForever')}>
        <IconButton
          color="primary"
          onClick={() => actions.open({ kind: 'deleteForever', files: chosen })}
          aria-label={t('actions.deleteForeverSelected')}
        >
          <DeleteForeverRounded />
        </IconButton>
      </Tooltip>
    </Stack>
  ) : (
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
              await newFolder({
                body: { name, parentId: ownFolder ? (view.folder ?? null) : null },
              }).unwrap();
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
              actions.changed(
                (await updateFile({ body: { fileId: dialog.file.id, file: { name } } }).unwrap())
                  .file,
              );
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
              await updateFile({ body: { fileId: dialog.file.id, file: { parentId } } }).unwrap();
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
      {dialog?.kind === 'emptyTrash' && (
        <ConfirmDialog
          open
          onClose={actions.close}
          onConfirm={emptyAll}
          title={t('trash.emptyTitle')}
          content={t('trash.emptyConfirm')}
          actionLabel={t('trash.emptyButton')}
        />
      )}
      {(dialog?.kind === 'delete' || dialog?.kind === 'deleteForever') && (
        <ConfirmDialog
          open
          onClose={actions.close}
          onConfirm={() => removeFiles(dialog.files, dialog.kind === 'deleteForever')}
          {...(dialog.kind === 'delete' && {
            title: t('trash.moveTitle'),
            content: t('trash.moveConfirm', {
              count: dialog.files.length,
              name: dialog.files[0]!.name,
              days: FILE_TRASH_DAYS,
            }),
            actionLabel: t('trash.moveButton'),
          })}
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
