// The file manager's dialogs, one open at a time (use-file-actions.ts holds which): upload, new
// folder, rename, move, share, and the confirmations to move to the trash, delete for good and
// empty the trash. Each runs its call, whose tag reads the list again (files.api.ts), and tells
// the manager the list changed.
import { useSnackbar } from 'notistack';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_TRASH_DAYS, type FileItem } from '@keel/contracts/files';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import {
  useDeleteFilesForeverMutation,
  useDeleteFilesMutation,
  useEmptyTrashMutation,
  useNewFolderMutation,
  useUpdateFileMutation,
} from './files.api.ts';
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
  onListChanged,
}: {
  actions: FileActions;
  /** Where uploads and new folders go: the open folder when it is mine, else the root. */
  folderId: string | null;
  /** Files came or went (the list reads itself again): the selection lets go. */
  onListChanged: () => void;
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
            onListChanged();
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
            onListChanged();
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
            onListChanged();
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
  onRemoved,
}: {
  actions: FileActions;
  /**
   * These items left the list (the selection and the details drawer let go of them); after
   * emptying the trash, none are named.
   */
  onRemoved: (targets: FileItem[]) => void;
}) {
  const { t } = useTranslation(['files', 'validation']);
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
      enqueueSnackbar(
        t(forever ? 'trash.deletedForever' : 'trash.moved', { count: targets.length }),
      );
      onRemoved(targets);
      actions.close();
    } catch (failure) {
      actions.fail(failure);
    }
  };

  const emptyAll = async () => {
    try {
      await emptyTrash({}).unwrap();
      enqueueSnackbar(t('trash.emptied'));
      actions.close();
      onRemoved([]);
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
