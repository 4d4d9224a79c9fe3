// The shop's filters drawer (docs/spec/pages.md#e-commerce): gender, category, colours, price, rating, clear all.
import Close from '@mui/icons-material/Close';
import FilterList from '@mui/icons-material/FilterList';
import Star from '@mui/icons-material/Star';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_COLORS,
  PRODUCT_GENDERS,
} from '@keel/contracts/products-constants';
import { useFormatters } from '../../../lib/formatters.ts';
import { COLOR_KEYS } from '../product-display.ts';
import { DEFAULT_FILTERS, PRICE_MAX, activeFilterCount, type ShopFilters } from './shop-filters.ts';

interface Props {
  filters: ShopFilters;
  onChange: (filters: ShopFilters) => void;
}

export function ShopFiltersDrawer({ filters, onChange }: Props) {
  const { t } = useTranslation('products');
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

  const section = (title: string, children: React.ReactNode) => (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );

  return (
    <>
      <Button
        color="inherit"
        onClick={() => setOpen(true)}
        endIcon={
          <Badge color="error" variant="dot" invisible={count === 0}>
            <FilterList />
          </Badge>
        }
      >
        {t('filters.button')}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', py: 2, pl: 2.5, pr: 1 }}
        >
          <Typography variant="h6" component="h2">
            {t('filters.title')}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={t('filters.close')}>
            <Close />
          </IconButton>
        </Stack>
        <Divider />
        <Stack spacing={3} sx={{ p: 2.5, overflowY: 'auto', flexGrow: 1 }}>
          {section(
            t('filters.gender'),
            PRODUCT_GENDERS.map((gender) => (
              <FormControlLabel
                key={gender}
                control={
                  <Checkbox
                    checked={filters.gender.includes(gender)}
                    onChange={() =>
                      onChange({ ...filters, gender: toggle(filters.gender, gender) })
                    }
                  />
                }
                label={t(`gender.${gender}`)}
              />
            )),
          )}
          {section(
            t('filters.category'),
            <RadioGroup
              value={filters.category}
              onChange={(event) =>
                onChange({ ...filters, category: event.target.value as ShopFilters['category'] })
              }
            >
              {(['all', ...PRODUCT_CATEGORIES] as const).map((category) => (
                <FormControlLabel
                  key={category}
                  value={category}
                  control={<Radio />}
                  label={t(`category.${category}`)}
                />
              ))}
            </RadioGroup>,
          )}
          {section(
            t('filters.colors'),
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {PRODUCT_COLORS.map((colour) => {
                const selected = filters.colors.includes(colour);
                return (
                  <Box
                    key={colour}
                    component="button"
                    type="button"
                    aria-pressed={selected}
                    aria-label={t(COLOR_KEYS[colour]!)}
                    onClick={() => onChange({ ...filters, colors: toggle(filters.colors, colour) })}
                    sx={{
                      width: 32,
                      height: 32,
                      borderRadius: '50%',
                      cursor: 'pointer',
                      bgcolor: colour,
                      border: (theme) => `1px solid ${theme.palette.divider}`,
                      outline: (theme) =>
                        selected ? `2px solid ${theme.palette.primary.main}` : 'none',
                      outlineOffset: 2,
                      transform: selected ? 'scale(1.1)' : 'none',
                    }}
                  />
                );
              })}
            </Box>,
          )}
          {section(
            t('filters.price'),
            <Box sx={{ px: 1.5 }}>
              <Slider
                value={filters.price}
                min={0}
                max={PRICE_MAX}
                step={10}
                onChange={(_, value) => onChange({ ...filters, price: value as [number, number] })}
                valueLabelDisplay="auto"
                valueLabelFormat={(value) =>
                  value === PRICE_MAX ? `${format.currency(value)}+` : format.currency(value)
                }
                getAriaLabel={(index) => t(index === 0 ? 'filters.priceMin' : 'filters.priceMax')}
                getAriaValueText={(value) => format.currency(value)}
              />
              <Stack
                direction="row"
                sx={{
                  justifyContent: 'space-between',
                  typography: 'caption',
                  color: 'text.secondary',
                }}
              >
                <span>{format.currency(filters.price[0])}</span>
                <span>
                  {filters.price[1] === PRICE_MAX
                    ? `${format.currency(PRICE_MAX)}+`
                    : format.currency(filters.price[1])}
                </span>
              </Stack>
            </Box>,
          )}
          {section(
            t('filters.rating'),
            <RadioGroup
              value={String(filters.rating)}
              onChange={(event) => onChange({ ...filters, rating: Number(event.target.value) })}
            >
              {[4, 3, 2, 1].map((stars) => (
                <FormControlLabel
                  key={stars}
                  value={String(stars)}
                  control={<Radio />}
                  label={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Rating
                        readOnly
                        value={stars}
                        size="small"
                        emptyIcon={<Star fontSize="inherit" />}
                        aria-hidden
                      />
                      <Typography variant="body2">
                        {t('filters.starsAndUp', { count: stars })}
                      </Typography>
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>,
          )}
        </Stack>
        <Box sx={{ p: 2.5, borderTop: 1, borderColor: 'divider' }}>
          <Button
            fullWidth
            size="large"
            color="inherit"
            variant="outlined"
            disabled={count === 0}
            onClick={() => onChange(DEFAULT_FILTERS)}
          >
            {t('filters.clearAll')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
