// Table header for server-sorted, selectable lists (pages.md §0 Tables): sortable columns and
// a select-all checkbox for the rows on the page.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';

export interface DataTableColumn {
  id: string;
  label: string;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Server-side sort field, when the column sorts. */
  sortField?: string;
}

export interface DataTableSort {
  field: string;
  direction: 'asc' | 'desc';
}

interface Props {
  columns: DataTableColumn[];
  sort?: DataTableSort;
  onSort?: (field: string) => void;
  /** Present when rows can be selected. */
  selection?: { selected: number; rowCount: number; onSelectAll: (checked: boolean) => void };
}

export function DataTableHead({ columns, sort, onSort, selection }: Props) {
  const { t } = useTranslation('ui-kit');
  return (
    <TableHead>
      <TableRow>
        {selection && (
          <TableCell padding="checkbox">
            <Checkbox
              indeterminate={selection.selected > 0 && selection.selected < selection.rowCount}
              checked={selection.rowCount > 0 && selection.selected === selection.rowCount}
              onChange={(event) => selection.onSelectAll(event.target.checked)}
              slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
            />
          </TableCell>
        )}
        {columns.map((column) => {
          const active = sort?.field === column.sortField && column.sortField !== undefined;
          return (
            <TableCell
              key={column.id}
              align={column.align ?? 'left'}
              sx={{ width: column.width, whiteSpace: 'nowrap' }}
              sortDirection={active ? sort!.direction : false}
            >
              {column.sortField && onSort ? (
                <TableSortLabel
                  active={active}
                  direction={active ? sort!.direction : 'asc'}
                  onClick={() => onSort(column.sortField!)}
                >
                  {column.label}
                  {active && (
                    <Box component="span" sx={visuallyHidden}>
                      {sort!.direction === 'desc'
                        ? t('table.sortedDescending')
                        : t('table.sortedAscending')}
                    </Box>
                  )}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
