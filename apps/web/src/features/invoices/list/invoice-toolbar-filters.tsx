// The list's filters: services, create-date range and the client / number search.
import { useTranslation } from 'react-i18next';
import { INVOICE_SERVICE_NAMES } from '@keel/contracts/invoices-constants';
import { ToolbarMultiSelect } from '../../../components/list-toolbar.tsx';
import { ListDateRange } from '../../../components/list/list-date-range.tsx';
import { ListFilterBar } from '../../../components/list/list-filter-bar.tsx';

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
  const { t } = useTranslation('invoices');
  return (
    <ListFilterBar
      search={search}
      onSearch={onSearch}
      searchPlaceholder={t('list.searchPlaceholder')}
    >
      <ToolbarMultiSelect
        label={t('list.service')}
        options={INVOICE_SERVICE_NAMES}
        optionLabel={(service) => t(`services.${service}`)}
        value={services}
        onChange={onServices}
        width={200}
      />
      <ListDateRange
        from={from}
        to={to}
        onFrom={onFrom}
        onTo={onTo}
        startLabel={t('list.startDate')}
        endLabel={t('list.endDate')}
        endBeforeStart={t('list.endBeforeStart')}
      />
    </ListFilterBar>
  );
}
