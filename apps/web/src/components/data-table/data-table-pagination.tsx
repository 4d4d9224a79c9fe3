// Pagination footer (pages.md §0): 5/10/25 rows per page and the "Dense" switch.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface Props {
  count: number;
  /** 1-based, as the API counts. */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  dense?: boolean;
  onDenseChange?: (dense: boolean) => void;
  rowsPerPageOptions?: number[];
}

export function DataTablePagination({
  count,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  dense,
  onDenseChange,
  rowsPerPageOptions = [5, 10, 25],
}: Props) {
  const { t } = useTranslation('ui-kit');
  return (
    <Box sx={{ position: 'relative', borderTop: 1, borderColor: 'divider' }}>
      <TablePagination
        component="div"
        count={count}
        page={Math.max(0, page - 1)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={rowsPerPageOptions}
        onPageChange={(_, next) => onPageChange(next + 1)}
        onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
        sx={{ minHeight: 64, '& .MuiToolbar-root': { minHeight: 64 } }}
      />
      {onDenseChange && (
        <FormControlLabel
          label={t('table.dense')}
          control={
            <Switch
              checked={Boolean(dense)}
              onChange={(event) => onDenseChange(event.target.checked)}
            />
          }
          sx={{ pl: 2, py: 1.5, top: 0, position: { sm: 'absolute' } }}
        />
      )}
    </Box>
  );
}
