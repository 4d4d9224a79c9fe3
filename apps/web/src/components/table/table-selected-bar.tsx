// The "{n} selected" bar that sits over a table head while rows are checked, with bulk actions.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TableSelectedBarProps {
  numSelected: number;
  rowCount: number;
  onSelectAll: (checked: boolean) => void;
  actions: ReactNode;
  dense?: boolean;
}

export function TableSelectedBar({
  numSelected,
  rowCount,
  onSelectAll,
  actions,
  dense,
}: TableSelectedBarProps) {
  const { t } = useTranslation('table');
  if (numSelected === 0) return null;
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 0,
        insetInlineStart: 0,
        width: 1,
        zIndex: 9,
        height: dense ? 38 : 58,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 1,
        pr: 2,
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'primary.darker' : 'primary.lighter'),
        color: (theme) => (theme.palette.mode === 'dark' ? 'primary.lighter' : 'primary.darker'),
      }}
    >
      <Checkbox
        indeterminate={numSelected > 0 && numSelected < rowCount}
        checked={rowCount > 0 && numSelected === rowCount}
        onChange={(event) => onSelectAll(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('selectAll') } }}
      />
      <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
        {t('selected', { count: numSelected })}
      </Typography>
      {actions}
    </Box>
  );
}
