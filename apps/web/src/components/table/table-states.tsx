// Table body states (docs/spec/pages.md#shared-rules): skeleton rows while loading, "No data", an error with Retry.
import Box from '@mui/material/Box';
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

/**
 * A whole-row message stays in view when the table is wider than the screen (a phone at 390 px):
 * pinned to the start edge of the sideways scroll and no wider than the visible part (the page's
 * and the cell's padding, 16 px each side), instead of centred across columns off-screen.
 */
const inView = {
  position: 'sticky',
  insetInlineStart: 16,
  width: 'min(100%, calc(100vw - 64px))',
} as const;

export function TableNoData({ columns, text }: { columns: number; text?: string }) {
  const { t } = useTranslation('table');
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 10, textAlign: 'center' }}>
        <Box sx={inView}>
          <Typography variant="h6" component="p" color="text.secondary">
            {text ?? t('noData')}
          </Typography>
        </Box>
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
        <Box sx={inView}>
          <RetryAlert message={message} onRetry={onRetry} />
        </Box>
      </TableCell>
    </TableRow>
  );
}
