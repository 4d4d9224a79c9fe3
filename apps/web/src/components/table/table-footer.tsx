// Paging (5/10/25 rows) and the "Dense" switch under a table (docs/spec/pages.md#ui Tables).
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

export interface TableFooterProps {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** The "Dense" switch shows when the caller handles it. */
  dense?: boolean;
  onDenseChange?: (dense: boolean) => void;
}

export function TableFooter({
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  dense,
  onDenseChange,
}: TableFooterProps) {
  const { t } = useTranslation('table');
  return (
    <Box sx={{ position: 'relative', borderTop: 1, borderColor: 'divider' }}>
      <TablePagination
        component="div"
        count={count}
        page={Math.max(0, page - 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[5, 10, 25]}
        onPageChange={(_, next) => onPageChange(next + 1)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage={t('rowsPerPage')}
        sx={{
          minHeight: 64,
          '.MuiTablePagination-toolbar': { minHeight: 64, px: { xs: 1, sm: 2 } },
          // On phones the label would push the next-page arrow out of view; the select keeps it as its name.
          '.MuiTablePagination-selectLabel, .MuiTablePagination-spacer': {
            display: { xs: 'none', sm: 'block' },
          },
          '.MuiTablePagination-input': { mx: { xs: 1, sm: 2 } },
        }}
      />
      {onDenseChange && (
        <FormControlLabel
          label={t('dense')}
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
