// "Import CSV" for users, products and invoices (issue 21); the dialog and the CSV parser load
// on first click.
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from '@keel/contracts/import';

const CsvImportDialog = lazy(() =>
  import('./csv-import-dialog.tsx').then((module) => ({ default: module.CsvImportDialog })),
);

export function CsvImportButton({
  kind,
  onImported,
}: {
  kind: ImportKind;
  onImported: () => void;
}) {
  const { t } = useTranslation('transfer');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FileUploadOutlined />}
        onClick={() => setOpen(true)}
      >
        {t('import.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CsvImportDialog kind={kind} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
