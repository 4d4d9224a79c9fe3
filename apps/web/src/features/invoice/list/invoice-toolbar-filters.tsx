// The list's filters: services, create-date range and the client / number search.
import Search from '@mui/icons-material/Search';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { INVOICE_SERVICE_NAMES } from '@keel/contracts/invoices';

interface Props {
  services: string[];
  from: string;
  to: string;
  search: string;
  onServices: (services: string[]) => void;
  onFrom: (from: string) => void;
  onTo: (to: string) => void;
  onSearch: (search: string) => void;
}

export function InvoiceToolbarFilters({
  services,
  from,
  to,
  search,
  onServices,
  onFrom,
  onTo,
  onSearch,
}: Props) {
  const { t } = useTranslation('invoice');
  const badRange = Boolean(from && to && to < from);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2.5 }}>
      <FormControl sx={{ width: { xs: 1, md: 200 }, flexShrink: 0 }}>
        <InputLabel id="invoice-service-filter">{t('list.service')}</InputLabel>
        <Select
          labelId="invoice-service-filter"
          multiple
          value={services}
          onChange={(event) => onServices(event.target.value as string[])}
          input={<OutlinedInput label={t('list.service')} />}
          renderValue={(values) => values.map((value) => t(`services.${value}`)).join(', ')}
        >
          {INVOICE_SERVICE_NAMES.map((service) => (
            <MenuItem key={service} value={service}>
              <Checkbox size="small" checked={services.includes(service)} />
              <ListItemText primary={t(`services.${service}`)} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        type="date"
        label={t('list.startDate')}
        value={from}
        onChange={(event) => onFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: 1, md: 180 }, flexShrink: 0 }}
      />
      <TextField
        type="date"
        label={t('list.endDate')}
        value={to}
        onChange={(event) => onTo(event.target.value)}
        error={badRange}
        helperText={badRange ? t('list.endBeforeStart') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: 1, md: 180 }, flexShrink: 0 }}
      />
      <TextField
        fullWidth
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t('list.searchPlaceholder')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search sx={{ color: 'text.disabled' }} />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': t('list.searchPlaceholder') },
        }}
      />
    </Stack>
  );
}
