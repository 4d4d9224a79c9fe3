// What a user can do to a file, in one place for the table, the grid and the drawer:
// star, download, copy a link, restore from the trash, and the dialogs (rename, move, share,
// delete, delete forever, empty the trash) to open.
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@keel/contracts/files';
import { mediaUrl } from '../../lib/media-url.ts';
import { failureMessage } from '../../lib/http.ts';
import {
  useFavoriteFileMutation,
  useFileLinkMutation,
  useRestoreFilesMutation,
} from './files.api.ts';

export type FileDialog =
  | { kind: 'rename'; file: FileItem }
  | { kind: 'move'; file: FileItem }
  | { kind: 'share'; files: FileItem[] }
  | { kind: 'delete'; files: FileItem[] }
  | { kind: 'deleteForever'; files: FileItem[] }
  | { kind: 'emptyTrash' }
  | { kind: 'newFolder' }
  | { kind: 'upload' };

export function absoluteUrl(path: string): string {
  const url = mediaUrl(path) ?? path;
  return url.startsWith('http') ? url : `${window.location.origin}${url}`;
}

/**
 * `onGone` runs when the file turned out to be deleted or unshared by someone else meanwhile
 * ("File not found"): the message says so and the caller refreshes.
 */
export function useFileActions(onChanged?: (file: FileItem) => void, onGone?: () => void) {
  const { t } = useTranslation(['files', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<FileDialog | null>(null);
  const [favoriteFile] = useFavoriteFileMutation();
  const [fileLink] = useFileLinkMutation();
  const [restoreFiles] = useRestoreFilesMutation();

  const fail = (failure: unknown) => {
    const message = failureMessage(failure);
    if (message === 'File not found') {
      enqueueSnackbar(t('live.gone'), { variant: 'error' });
      onGone?.();
      return;
    }
    enqueueSnackbar(
      t(message, {
        ns: 'validation',
        keySeparator: false,
        nsSeparator: false,
        defaultValue: message,
      }),
      { variant: 'error' },
    );
  };
  // The list's row was patched by the mutation (files.api.ts); the drawer shows the new state.
  const changed = (file: FileItem) => onChanged?.(file);

  return {
    dialog,
    open: setDialog,
    close: () => setDialog(null),
    changed,
    fail,
    async favorite(file: FileItem) {
      try {
        changed(
          (
            await favoriteFile({
              body: { fileId: file.id, isFavorited: !file.isFavorited },
            }).unwrap()
          ).file,
        );
      } catch (failure) {
        fail(failure);
      }
    },
    /** Puts trash items back where they were; their rows leave the trash (files.api.ts). */
    async restore(files: FileItem[]) {
      try {
        await restoreFiles({ body: { fileIds: files.map((file) => file.id) } }).unwrap();
        enqueueSnackbar(t('trash.restored', { count: files.length }));
        return true;
      } catch (failure) {
        fail(failure);
        return false;
      }
    },
    download(file: FileItem) {
      if (!file.url) return;
      const link = document.createElement('a');
      link.href = mediaUrl(file.url)!;
      link.download = file.name;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    },
    async copyLink(file: FileItem) {
      try {
        const { url } = await fileLink({ query: { fileId: file.id } }).unwrap();
        await navigator.clipboard.writeText(absoluteUrl(url));
        enqueueSnackbar(t('linkCopied'));
      } catch (failure) {
        fail(failure);
      }
    },
  };
}

export type FileActions = ReturnType<typeof useFileActions>;
