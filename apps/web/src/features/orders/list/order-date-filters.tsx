// The order list's filters: placed-date range and the number / customer search.
import { useTranslation } from 'react-i18next';
import { ListDateRange } from '../../../components/list/list-date-range.tsx';
import { ListFilterBar } from '../../../components/list/list-filter-bar.tsx';

interface Props {
  from: string;
  to: string;
  search: string;
  onFrom: (from: string) => void;
  onTo: (to: string) => void;
  onSearch: (search: string) => void;
}

export function OrderDateFilters({ from, to, search, onFrom, onTo, onSearch }: Props) {
  const { t } = useTranslation('orders');
  return (
    <ListFilterBar search={search} onSearch={onSearch} searchPlaceholder={t('searchPlaceholder')}>
      <ListDateRange
        from={from}
        to={to}
        onFrom={onFrom}
        onTo={onTo}
        startLabel={t('startDate')}
        endLabel={t('endDate')}
        endBeforeStart={t('endBeforeStart')}
      />
    </ListFilterBar>
  );
}
