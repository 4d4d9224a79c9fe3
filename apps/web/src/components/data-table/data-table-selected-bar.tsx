// "{n} selected" bar laid over the table header while rows are checked, with bulk actions.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  selected: number;
  rowCount: number;
  onSelectAll: (checked: boolean) => void;
  actions: ReactNode;
  dense?: boolean;
}

export function DataTableSelectedBar({ selected, rowCount, onSelectAll, actions, dense }: Props) {
  const { t } = useTranslation('ui-kit');
  if (selected === 0) return null;
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 9,
        height: dense ? 38 : 58,
        display: 'flex',
        alignItems: 'center',
        pl: 1,
        pr: 2,
        bgcolor: 'primary.lighter',
        color: 'primary.darker',
      }}
    >
      <Checkbox
        indeterminate={selected > 0 && selected < rowCount}
        checked={rowCount > 0 && selected === rowCount}
        onChange={(event) => onSelectAll(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
      />
      <Typography variant="subtitle2" sx={{ ml: 2, flexGrow: 1 }}>
        {t('table.selected', { count: selected })}
      </Typography>
      {actions}
    </Box>
  );
}
