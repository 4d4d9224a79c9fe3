// The file manager's dialogs, one open at a time (use-file-actions.ts holds which): upload, new
// folder, rename, move, share, and the confirmations to move to the trash, delete for good and
// empty the trash. Each runs its call and tells the manager what to reload.
import { useSnackbar } from 'notistack';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_TRASH_DAYS, type FileItem } from '@keel/contracts/files';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useAppDispatch } from '../../lib/hooks.ts';
import {
  useDeleteFilesForeverMutation,
  useDeleteFilesMutation,
  useEmptyTrashMutation,
  useNewFolderMutation,
  useUpdateFileMutation,
} from './files.api.ts';
import { filesRemoved } from './files.slice.ts';
import type { FileActions } from './use-file-actions.ts';

// Loaded when first shown, keeping the route's first load small.
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

/** The dialogs that load lazily; the manager wraps them in its Suspense boundary. */
export function FileDialogs({
  actions,
  folderId,
  reload,
}: {
  actions: FileActions;
  /** Where uploads and new folders go: the open folder when it is mine, else the root. */
  folderId: string | null;
  reload: () => void;
}) {
  const { t } = useTranslation(['files', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const [newFolder] = useNewFolderMutation();
  const [updateFile] = useUpdateFileMutation();
  const dialog = actions.dialog;
  return (
    <>
      {dialog?.kind === 'upload' && (
        <FileUploadDialog
          folderId={folderId}
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
            await newFolder({ body: { name, parentId: folderId } }).unwrap();
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
    </>
  );
}

/** The confirmations: move to the trash, delete for good, empty the trash. */
export function FileTrashConfirmations({
  actions,
  reload,
  onRemoved,
}: {
  actions: FileActions;
  reload: () => void;
  /** These items left the list (the selection and the details drawer let go of them). */
  onRemoved: (targets: FileItem[]) => void;
}) {
  const { t } = useTranslation(['files', 'validation']);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const [deleteFiles] = useDeleteFilesMutation();
  const [deleteForever] = useDeleteFilesForeverMutation();
  const [emptyTrash] = useEmptyTrashMutation();
  const dialog = actions.dialog;

  const removeFiles = async (targets: FileItem[], forever: boolean) => {
    try {
      const fileIds = targets.map((file) => file.id);
      if (forever) await deleteForever({ body: { fileIds } }).unwrap();
      else await deleteFiles({ body: { fileIds } }).unwrap();
      dispatch(filesRemoved(fileIds));
      enqueueSnackbar(
        t(forever ? 'trash.deletedForever' : 'trash.moved', { count: targets.length }),
      );
      onRemoved(targets);
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

  return (
    <>
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
    </>
  );
}
