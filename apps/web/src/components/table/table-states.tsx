// Table body states (docs/spec/pages.md#shared-rules): skeleton rows while loading, "No data", an error with Retry.
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../retry-alert.tsx';

export function TableSkeletonRows({
  rows,
  columns,
  dense,
}: {
  rows: number;
  columns: number;
  dense?: boolean;
}) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <Skeleton height={dense ? 20 : 32} />
        </TableCell>
      ))}
    </TableRow>
  ));
}

export function TableNoData({ columns, text }: { columns: number; text?: string }) {
  const { t } = useTranslation('table');
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h6" component="p" color="text.secondary">
          {text ?? t('noData')}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

export function TableErrorRow({
  columns,
  message,
  onRetry,
}: {
  columns: number;
  message: string;
  onRetry: () => void;
}) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 4 }}>
        <RetryAlert message={message} onRetry={onRetry} />
      </TableCell>
    </TableRow>
  );
}
