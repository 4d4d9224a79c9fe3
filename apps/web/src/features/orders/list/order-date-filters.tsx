// The order list's filters: placed-date range and the number / customer search.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ToolbarSearch } from '../../../components/list-toolbar.tsx';

interface Props {
  from: string;
  to: string;
  search: string;
  onFrom: (from: string) => void;
  onTo: (to: string) => void;
  onSearch: (search: string) => void;
}

export function OrderDateFilters({ from, to, search, onFrom, onTo, onSearch }: Props) {
  const { t } = useTranslation('order');
  const badRange = Boolean(from && to && to < from);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2.5 }}>
      <TextField
        type="date"
        label={t('startDate')}
        value={from}
        onChange={(event) => onFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: 1, md: 180 }, flexShrink: 0 }}
      />
      <TextField
        type="date"
        label={t('endDate')}
        value={to}
        onChange={(event) => onTo(event.target.value)}
        error={badRange}
        helperText={badRange ? t('endBeforeStart') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: 1, md: 180 }, flexShrink: 0 }}
      />
      <ToolbarSearch value={search} onChange={onSearch} placeholder={t('searchPlaceholder')} />
    </Stack>
  );
}
