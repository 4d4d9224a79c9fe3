// The active filters as removable chips, with "Clear all" (docs/spec/pages.md#e-commerce).
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatters.ts';
import { COLOR_KEYS } from '../product-display.ts';
import { DEFAULT_FILTERS, PRICE_MAX, activeFilterCount, type ShopFilters } from './shop-filters.ts';

export function ShopFilterChips({
  filters,
  onChange,
  results,
}: {
  filters: ShopFilters;
  onChange: (filters: ShopFilters) => void;
  results: number;
}) {
  const { t } = useTranslation('products');
  const format = useFormatters();
  if (activeFilterCount(filters) === 0) return null;
  const chip = (key: string, label: string, remove: () => void) => (
    <Chip key={key} size="small" label={label} onDelete={remove} />
  );
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Typography variant="body2">
        <strong>{results}</strong> {t('filters.resultsFound', { count: results })}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {filters.gender.map((gender) =>
          chip(`g-${gender}`, t(`gender.${gender}`), () =>
            onChange({ ...filters, gender: filters.gender.filter((entry) => entry !== gender) }),
          ),
        )}
        {filters.category !== 'all' &&
          chip('category', t(`category.${filters.category}`), () =>
            onChange({ ...filters, category: 'all' }),
          )}
        {filters.colors.map((colour) =>
          chip(`c-${colour}`, t(COLOR_KEYS[colour] ?? colour), () =>
            onChange({ ...filters, colors: filters.colors.filter((entry) => entry !== colour) }),
          ),
        )}
        {(filters.price[0] > 0 || filters.price[1] < PRICE_MAX) &&
          chip(
            'price',
            `${format.currency(filters.price[0])} – ${filters.price[1] === PRICE_MAX ? `${format.currency(PRICE_MAX)}+` : format.currency(filters.price[1])}`,
            () => onChange({ ...filters, price: [0, PRICE_MAX] }),
          )}
        {filters.rating > 0 &&
          chip('rating', t('filters.starsAndUp', { count: filters.rating }), () =>
            onChange({ ...filters, rating: 0 }),
          )}
        <Button color="error" size="small" onClick={() => onChange(DEFAULT_FILTERS)}>
          {t('filters.clearAll')}
        </Button>
      </Stack>
    </Stack>
  );
}
