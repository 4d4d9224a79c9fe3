// A table head with a select-all checkbox and sortable column headers (docs/spec/pages.md#ui Tables).
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';

export interface TableColumn {
  id: string;
  label?: string;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  minWidth?: number;
  /** Stays at the end edge while the table scrolls sideways (a row's ⋮ on a phone). */
  sticky?: boolean;
}

/** A cell pinned to the end edge of a sideways-scrolling table (head and body alike). */
const stickyEndCell = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
} as const;

export interface TableHeadSortableProps {
  columns: TableColumn[];
  orderBy: string;
  order: 'asc' | 'desc';
  onSort: (field: string) => void;
  rowCount: number;
  numSelected: number;
  onSelectAll?: (checked: boolean) => void;
}

export function TableHeadSortable({
  columns,
  orderBy,
  order,
  onSort,
  rowCount,
  numSelected,
  onSelectAll,
}: TableHeadSortableProps) {
  const { t } = useTranslation('table');
  return (
    <TableHead>
      <TableRow>
        {onSelectAll && (
          <TableCell padding="checkbox">
            <Checkbox
              indeterminate={numSelected > 0 && numSelected < rowCount}
              checked={rowCount > 0 && numSelected === rowCount}
              onChange={(event) => onSelectAll(event.target.checked)}
              slotProps={{ input: { 'aria-label': t('selectAll') } }}
            />
          </TableCell>
        )}
        {columns.map((column) => (
          <TableCell
            key={column.id}
            align={column.align ?? 'left'}
            sortDirection={orderBy === column.id ? order : false}
            sx={{
              width: column.width,
              minWidth: column.minWidth,
              whiteSpace: 'nowrap',
              ...(column.sticky && { ...stickyEndCell, bgcolor: 'background.neutral' }),
            }}
          >
            {column.sortable ? (
              <TableSortLabel
                active={orderBy === column.id}
                direction={orderBy === column.id ? order : 'asc'}
                onClick={() => onSort(column.id)}
              >
                {column.label}
                {orderBy === column.id && (
                  <Box sx={visuallyHidden}>{t(order === 'desc' ? 'sortedDesc' : 'sortedAsc')}</Box>
                )}
              </TableSortLabel>
            ) : (
              (column.label ?? <Box sx={visuallyHidden}>{t('actions')}</Box>)
            )}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
