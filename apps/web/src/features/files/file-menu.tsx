// The ⋮ menu of a file or folder: Download, Copy link, Share, Rename, Move, Delete — each
// only when the signed-in user may do it (owner all; an editor renames; a viewer downloads).
// In the trash: Restore and Delete forever.
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import DriveFileMoveRounded from '@mui/icons-material/DriveFileMoveRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LinkRounded from '@mui/icons-material/LinkRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import RestoreFromTrashRounded from '@mui/icons-material/RestoreFromTrashRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@keel/contracts/files';
import type { FileActions } from './use-file-actions.ts';

export function FileMenu({
  file,
  actions,
  onDetails,
}: {
  file: FileItem;
  actions: FileActions;
  onDetails: () => void;
}) {
  const { t } = useTranslation('files');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const item = (key: string, icon: ReactNode, run: () => void, danger = false) => (
    <MenuItem
      key={key}
      onClick={() => {
        setAnchor(null);
        run();
      }}
      sx={danger ? { color: 'error.main' } : undefined}
    >
      <ListItemIcon sx={danger ? { color: 'error.main' } : undefined}>{icon}</ListItemIcon>
      {t(`actions.${key}`)}
    </MenuItem>
  );
  const owner = file.access === 'owner';
  return (
    <>
      <IconButton
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        aria-label={t('actions.menu', { name: file.name })}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
      >
        {(file.deletedAt
          ? [
              item(
                'restore',
                <RestoreFromTrashRounded fontSize="small" />,
                () => void actions.restore([file]),
              ),
              item(
                'deleteForever',
                <DeleteForeverRounded fontSize="small" />,
                () => actions.open({ kind: 'deleteForever', files: [file] }),
                true,
              ),
            ]
          : [
              item('details', <InfoOutlined fontSize="small" />, onDetails),
              file.url &&
                item('download', <DownloadRounded fontSize="small" />, () =>
                  actions.download(file),
                ),
              file.url &&
                item(
                  'copyLink',
                  <LinkRounded fontSize="small" />,
                  () => void actions.copyLink(file),
                ),
              owner &&
                item('share', <ShareRounded fontSize="small" />, () =>
                  actions.open({ kind: 'share', files: [file] }),
                ),
              file.access !== 'view' &&
                item('rename', <EditRounded fontSize="small" />, () =>
                  actions.open({ kind: 'rename', file }),
                ),
              owner &&
                item('move', <DriveFileMoveRounded fontSize="small" />, () =>
                  actions.open({ kind: 'move', file }),
                ),
              owner &&
                item(
                  'delete',
                  <DeleteRounded fontSize="small" />,
                  () => actions.open({ kind: 'delete', files: [file] }),
                  true,
                ),
            ]
        ).filter(Boolean)}
      </Menu>
    </>
  );
}
