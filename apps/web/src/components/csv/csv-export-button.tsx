// "Export CSV" for a list (issue 21): exports what the list shows (its filters, search and
// sort, every page), with progress and Cancel while the file streams in.
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportList } from '@keel/contracts/export';
import { useLanguage } from '../../locales/use-language.ts';
import { downloadCsv, type ExportProgress } from './download-csv.ts';

type Query = Parameters<typeof downloadCsv>[1];

export function CsvExportButton({ list, query }: { list: ExportList; query: Query }) {
  const { t } = useTranslation('transfer');
  const language = useLanguage();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = () => {
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setProgress({ rows: 0, total: 0 });
    downloadCsv(list, query, language, setProgress, abort.signal)
      .catch((failure: unknown) => {
        if (!abort.signal.aborted)
          setError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => setProgress(null));
  };

  if (progress) {
    const percent = progress.total > 0 ? (progress.rows / progress.total) * 100 : 0;
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 260 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="caption" role="status" aria-live="polite">
            {t('export.progress', { rows: progress.rows, count: progress.total })}
          </Typography>
          <LinearProgress
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={percent}
            aria-label={t('export.progressLabel')}
          />
        </Box>
        <Button size="small" color="inherit" onClick={() => controller.current?.abort()}>
          {t('export.cancel')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FileDownloadOutlined />}
        onClick={start}
      >
        {t('export.button')}
      </Button>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {t('export.failed', { message: error })}
        </Typography>
      )}
    </Box>
  );
}
