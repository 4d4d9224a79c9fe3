// Upload dialog (docs/spec/pages.md#file-manager): multi-file dropzone, folder select, per-file progress,
// "Remove all", "Upload". Each file goes up in its own request so each shows its progress.
import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileCategory, FileMessages, type FileItem } from '@keel/contracts/files';
import { fBytes } from '../../lib/formatters.ts';
import { failureMessage } from '../../lib/http.ts';
import { FileIcon } from './file-icon.tsx';
import { uploadFile, useFileFoldersQuery, useFileUsageQuery, filesApi } from './files.api.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { folderPath } from './folder-path.ts';

interface Pending {
  key: string;
  file: File;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

interface Props {
  folderId: string | null;
  onClose: () => void;
  onUploaded: (files: FileItem[]) => void;
}

export function FileUploadDialog({ folderId, onClose, onUploaded }: Props) {
  const { t, i18n } = useTranslation(['files', 'validation']);
  const inputId = useId();
  const dispatch = useAppDispatch();
  const folderList = useFileFoldersQuery(undefined);
  const folders = { data: folderList.data?.folders };
  const usage = { data: useFileUsageQuery(undefined).data?.usage };
  const [target, setTarget] = useState(folderId ?? 'root');
  const [items, setItems] = useState<Pending[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const counter = useRef(0);
  const translate = (message: string) =>
    t(message, {
      ns: 'validation',
      keySeparator: false,
      nsSeparator: false,
      defaultValue: message,
    });
  const maxBytes = usage.data?.maxFileSize;

  const add = (list: FileList | null) => {
    if (!list) return;
    const added = [...list].map((file) => {
      counter.current += 1;
      const tooLarge = maxBytes !== undefined && file.size > maxBytes;
      return {
        key: `${counter.current}-${file.name}`,
        file,
        progress: 0,
        state: tooLarge ? 'failed' : 'waiting',
        error: tooLarge
          ? t('upload.tooLarge', { size: fBytes(maxBytes, i18n.language) })
          : undefined,
      } satisfies Pending;
    });
    setItems((current) => [...current, ...added]);
  };

  const patch = (key: string, changes: Partial<Pending>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...changes } : item)),
    );

  const upload = async () => {
    setBusy(true);
    const uploaded: FileItem[] = [];
    for (const item of items.filter((entry) => entry.state === 'waiting')) {
      patch(item.key, { state: 'uploading' });
      try {
        const { files } = await uploadFile(
          item.file,
          target === 'root' ? null : target,
          (progress) => patch(item.key, { progress }),
        );
        uploaded.push(...files);
        patch(item.key, { state: 'done', progress: 1 });
      } catch (failure) {
        patch(item.key, { state: 'failed', error: translate(failureMessage(failure)) });
      }
    }
    setBusy(false);
    if (uploaded.length > 0) {
      // Folders, usage and details change with the new files.
      dispatch(filesApi.util.invalidateTags(['File']));
      onUploaded(uploaded);
    }
  };

  const waiting = items.filter((item) => item.state === 'waiting');
  const waitingBytes = waiting.reduce((sum, item) => sum + item.file.size, 0);
  const overQuota = usage.data ? usage.data.used + waitingBytes > usage.data.quota : false;
  const finished =
    items.length > 0 && items.every((item) => item.state === 'done' || item.state === 'failed');

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('upload.title')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          label={t('upload.folder')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ mt: 1, mb: 2 }}
          disabled={busy}
        >
          <MenuItem value="root">{t('scopes.mine')}</MenuItem>
          {(folders.data ?? []).map((folder) => (
            <MenuItem key={folder.id} value={folder.id}>
              {folderPath(folders.data ?? [], folder.id)
                .map((step) => step.name)
                .join(' / ')}
            </MenuItem>
          ))}
        </TextField>
        <ButtonBase
          component="label"
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          sx={{
            width: 1,
            py: 5,
            px: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            borderRadius: 2,
            border: '1px dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'action.selected',
          }}
        >
          <CloudUploadRounded color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6">{t('upload.drop')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {maxBytes !== undefined
              ? t('upload.hint', { size: fBytes(maxBytes, i18n.language) })
              : '\u00a0'}
          </Typography>
          <input
            id={inputId}
            type="file"
            multiple
            hidden
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
            data-testid="file-upload-input"
          />
        </ButtonBase>
        {overQuota && (
          <Typography color="error" variant="body2" sx={{ mt: 2 }} role="alert">
            {translate(FileMessages.quotaExceeded)}
          </Typography>
        )}
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {items.map((item) => (
            <Stack
              key={item.key}
              direction="row"
              spacing={2}
              sx={{
                alignItems: 'center',
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            >
              <FileIcon
                file={{ category: fileCategory(item.file.name), mimeType: '', url: null }}
                size={32}
              />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" noWrap>
                  {item.file.name}
                </Typography>
                <Typography variant="caption" color={item.error ? 'error' : 'text.secondary'}>
                  {item.error ??
                    (item.state === 'done'
                      ? t('upload.done')
                      : fBytes(item.file.size, i18n.language))}
                </Typography>
                {(item.state === 'uploading' || item.state === 'done') && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(item.progress * 100)}
                    color={item.state === 'done' ? 'success' : 'primary'}
                    sx={{ mt: 0.5 }}
                    aria-label={t('upload.progress', { name: item.file.name })}
                  />
                )}
              </Box>
              {item.state !== 'uploading' && item.state !== 'done' && (
                <IconButton
                  size="small"
                  onClick={() =>
                    setItems((current) => current.filter((entry) => entry.key !== item.key))
                  }
                  aria-label={t('upload.remove', { name: item.file.name })}
                  disabled={busy}
                >
                  <CloseRounded fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        {items.length > 0 && !busy && (
          <Button color="inherit" onClick={() => setItems([])}>
            {t('upload.removeAll')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={busy}>
          {finished ? t('close') : t('cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={<CloudUploadRounded />}
          onClick={() => void upload()}
          loading={busy}
          disabled={waiting.length === 0 || overQuota}
        >
          {t('upload.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
