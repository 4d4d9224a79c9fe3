// The import steps: choose a CSV file (parsed here with papaparse), map its columns to the
// record's fields, check every row on the server (a dry run with the create schemas, per-row
// errors), then import all rows in one transaction, or none.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Papa from 'papaparse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FIELDS,
  IMPORT_REQUIRED,
  type ImportKind,
  type ImportResponse,
} from '@keel/contracts/import';
import { importRoutes } from '@keel/contracts/import.routes';
import { callRoute } from '../../lib/api-client.ts';
import { failureMessage } from '../../lib/http.ts';
import { ImportErrors, ImportMapping } from './csv-import-parts.tsx';

interface Parsed {
  name: string;
  columns: string[];
  rows: Record<string, string>[];
}

/** Columns whose name matches a field (ignoring case, spaces, _ and -) are mapped at once. */
function guessMapping(kind: ImportKind, columns: string[]): Record<string, string> {
  const plain = (text: string) => text.toLowerCase().replace(/[\s_-]/g, '');
  const mapping: Record<string, string> = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const column = columns.find((name) => plain(name) === plain(field));
    if (column) mapping[field] = column;
  }
  return mapping;
}

export function CsvImportDialog({
  kind,
  onClose,
  onImported,
}: {
  kind: ImportKind;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation('transfer');
  const [file, setFile] = useState<Parsed | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ImportResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = IMPORT_REQUIRED[kind].filter((field) => !mapping[field]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setResult(null);
    setError(null);
    Papa.parse<Record<string, string>>(chosen, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: ({ data, meta }) => {
        const columns = meta.fields ?? [];
        setFile({ name: chosen.name, columns, rows: data });
        setMapping(guessMapping(kind, columns));
      },
      error: (failure) => setError(failure.message),
    });
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const rows = file.rows.map((row) =>
      Object.fromEntries(
        Object.entries(mapping).map(([field, column]) => [field, row[column] ?? '']),
      ),
    );
    try {
      const answer = await callRoute(importRoutes.routes.rows, {
        params: { kind },
        body: { rows, dryRun },
      });
      setResult(answer);
      if (!dryRun && answer.imported > 0) onImported();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const done = result && !result.dryRun && result.imported > 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{t(`import.title.${kind}`)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {file ? t('import.otherFile') : t('import.chooseFile')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label={t('import.chooseFile')}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </Button>
          {file && (
            <Typography variant="body2">
              {t('import.fileSummary', { name: file.name, count: file.rows.length })}
            </Typography>
          )}
          {file && !done && (
            <ImportMapping
              kind={kind}
              columns={file.columns}
              mapping={mapping}
              sample={file.rows[0]}
              onChange={(field, column) => {
                setResult(null);
                setMapping((current) => ({ ...current, [field]: column }));
              }}
            />
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {result && result.failed.length > 0 && <ImportErrors failed={result.failed} />}
          {result && result.failed.length === 0 && (
            <Alert severity="success" role="status">
              {result.dryRun
                ? t('import.checked', { count: result.checked })
                : t('import.imported', { count: result.imported })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {done ? t('import.close') : t('import.cancel')}
        </Button>
        {!done && (
          <>
            <Button
              variant="outlined"
              disabled={!file || busy || missing.length > 0}
              onClick={() => void send(true)}
            >
              {t('import.check')}
            </Button>
            <Button
              variant="contained"
              disabled={
                !file || busy || missing.length > 0 || !result?.dryRun || result.failed.length > 0
              }
              onClick={() => void send(false)}
            >
              {t('import.run', { count: file?.rows.length ?? 0 })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
