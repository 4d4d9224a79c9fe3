// "Move to…": pick one of my folders (or My files, the root) for a file or folder.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@keel/contracts/files';
import { useFileFoldersQuery } from './files.api.ts';
import { folderPath } from './folder-path.ts';

export function FileMoveDialog({
  file,
  onClose,
  onMove,
}: {
  file: FileItem;
  onClose: () => void;
  onMove: (parentId: string | null) => Promise<void>;
}) {
  const { t } = useTranslation(['files', 'validation']);
  const folders = { data: useFileFoldersQuery(undefined).data?.folders };
  const [target, setTarget] = useState<string>(file.parentId ?? 'root');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // A folder cannot go into itself or anything inside it.
  const blocked = new Set<string>([file.id]);
  for (const folder of folders.data ?? []) {
    if (folderPath(folders.data ?? [], folder.id).some((step) => step.id === file.id))
      blocked.add(folder.id);
  }
  const options = (folders.data ?? []).filter((folder) => !blocked.has(folder.id));
  const move = async () => {
    setBusy(true);
    setError('');
    try {
      await onMove(target === 'root' ? null : target);
    } catch (failure) {
      setError(String((failure as { message?: string }).message ?? failure));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('move.title', { name: file.name })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={t('move.to')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ mt: 1 }}
          error={!!error}
          helperText={
            error
              ? t(error, {
                  ns: 'validation',
                  keySeparator: false,
                  nsSeparator: false,
                  defaultValue: error,
                })
              : undefined
          }
        >
          <MenuItem value="root">{t('scopes.mine')}</MenuItem>
          {options.map((folder) => (
            <MenuItem key={folder.id} value={folder.id}>
              {folderPath(folders.data ?? [], folder.id)
                .map((step) => step.name)
                .join(' / ')}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void move()}
          loading={busy}
          disabled={target === (file.parentId ?? 'root')}
        >
          {t('move.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
