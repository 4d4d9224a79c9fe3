// Table body states (pages.md §0): skeleton rows while loading, "No data", an error with Retry.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function DataTableSkeletonRows({
  rows,
  columns,
  dense,
}: {
  rows: number;
  columns: number;
  dense?: boolean;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton variant="text" height={dense ? 20 : 32} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

export function DataTableNoData({ colSpan, text }: { colSpan: number; text?: string }) {
  const { t } = useTranslation('ui-kit');
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h6" color="text.secondary">
          {text ?? t('table.noData')}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

export function DataTableError({
  colSpan,
  message,
  onRetry,
}: {
  colSpan: number;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('ui-kit');
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 4 }}>
        <RetryAlert message={message} onRetry={onRetry} retryLabel={t('retry')} />
      </TableCell>
    </TableRow>
  );
}

/** An error alert with a Retry button, for any failed load. */
export function RetryAlert({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  const { t } = useTranslation(['validation', 'ui-kit']);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? t('ui-kit:retry')}
        </Button>
      }
    >
      {t(message, {
        ns: 'validation',
        keySeparator: false,
        nsSeparator: false,
        defaultValue: message,
      })}
    </Alert>
  );
}
