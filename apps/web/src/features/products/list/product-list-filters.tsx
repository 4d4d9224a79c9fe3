// The product list's filters on the shared list toolbar (components/list/): the stock
// multi-select and the name / code / SKU search.
import { useTranslation } from 'react-i18next';
import { INVENTORY_TYPES } from '@keel/contracts/products-constants';
import type { InventoryType } from '@keel/contracts/products';
import { ToolbarMultiSelect } from '../../../components/list-toolbar.tsx';
import { ListFilterBar } from '../../../components/list/list-filter-bar.tsx';

interface Props {
  stock: InventoryType[];
  search: string;
  onStock: (stock: InventoryType[]) => void;
  onSearch: (search: string) => void;
}

export function ProductListFilters({ stock, search, onStock, onSearch }: Props) {
  const { t } = useTranslation('products');
  return (
    <ListFilterBar
      search={search}
      onSearch={onSearch}
      searchPlaceholder={t('list.searchPlaceholder')}
    >
      <ToolbarMultiSelect
        label={t('list.stock')}
        options={INVENTORY_TYPES}
        optionLabel={(type) => t(`inventory.${type}`)}
        value={stock}
        onChange={onStock}
      />
    </ListFilterBar>
  );
}
