// The list's filters: services, create-date range and the client / number search.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { INVOICE_SERVICE_NAMES } from '@keel/contracts/invoices';
import { ToolbarMultiSelect, ToolbarSearch } from '../../../components/list-toolbar.tsx';

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
      <ToolbarMultiSelect
        label={t('list.service')}
        options={INVOICE_SERVICE_NAMES}
        optionLabel={(service) => t(`services.${service}`)}
        value={services}
        onChange={onServices}
        width={200}
      />
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
      <ToolbarSearch value={search} onChange={onSearch} placeholder={t('list.searchPlaceholder')} />
    </Stack>
  );
}
