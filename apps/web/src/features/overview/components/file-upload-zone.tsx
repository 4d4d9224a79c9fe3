// The file dashboard's dropzone: files dropped or picked go into my file manager's root (the
// files table's upload route), then the dashboard reloads (its 'File' tag is invalidated).
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/http.ts';
import { useDashboardUploadFilesMutation } from '../overview.api.ts';

export function FileUploadZone() {
  const { t } = useTranslation('overview');
  const [uploadFiles] = useDashboardUploadFilesMutation();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  async function upload(files: FileList | null) {
    if (!files || files.length === 0 || busy) return;
    setBusy(true);
    try {
      const form = new FormData();
      for (const file of Array.from(files)) form.append('files', file);
      await uploadFiles({ form }).unwrap();
      enqueueSnackbar(t('file.uploaded'));
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={t('file.upload')}
      aria-busy={busy}
      onClick={() => input.current?.click()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        input.current?.click();
      }}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        void upload(event.dataTransfer.files);
      }}
      sx={{
        p: 4,
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.neutral',
        textAlign: 'center',
        cursor: 'pointer',
        opacity: busy ? 0.5 : 1,
      }}
    >
      <CloudUploadRounded color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="subtitle1">{t('file.upload')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('file.uploadHint')}
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        onChange={(event) => void upload(event.target.files)}
      />
    </Box>
  );
}
