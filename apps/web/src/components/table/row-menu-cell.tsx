// The cell holding a row's ⋮ menu (or its action buttons, and that column's head). It sticks to the inline end of a table that scrolls sideways
// (a phone at 390 px), so the row's actions stay on screen instead of past the scroll (issue 19).
import TableCell, { type TableCellProps } from '@mui/material/TableCell';

export function RowMenuCell({ sx, ...props }: TableCellProps) {
  return (
    <TableCell
      align="right"
      {...props}
      sx={[
        {
          position: 'sticky',
          insetInlineEnd: 0,
          zIndex: 1,
          // Opaque, so the cells scrolled under it do not show through (a head cell keeps the
          // head's shade: theme/overrides/display.ts).
          bgcolor: 'background.paper',
          '&.MuiTableCell-head': { bgcolor: 'background.neutral' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
