// The actions on the selected items, shown in the list's selection bar and the grid's floating
// bar: restore or delete for good in the trash; share or move to the trash elsewhere (owners only).
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import RestoreFromTrashRounded from '@mui/icons-material/RestoreFromTrashRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@keel/contracts/files';
import type { FileActions } from './use-file-actions.ts';

export function FileBulkActions({
  chosen,
  inTrash,
  actions,
  onRestored,
}: {
  chosen: FileItem[];
  inTrash: boolean;
  actions: FileActions;
  onRestored: () => void;
}) {
  const { t } = useTranslation('files');
  if (inTrash) {
    return (
      <Stack direction="row" spacing={0.5}>
        <Tooltip title={t('actions.restore')}>
          <IconButton
            color="primary"
            onClick={() =>
              void actions.restore(chosen).then((done) => {
                if (done) onRestored();
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
    );
  }
  const allOwned = chosen.length > 0 && chosen.every((file) => file.access === 'owner');
  return (
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
}
