// "Sort by" menu: the seed's sortBy (Featured, Newest, Price high–low, Price low–high).
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_OPTIONS, type SortBy } from '../product.slice.ts';

export function ShopSort({
  sortBy,
  onChange,
}: {
  sortBy: SortBy;
  onChange: (sortBy: SortBy) => void;
}) {
  const { t } = useTranslation('products');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        {t('sort.label')}&nbsp;<strong>{t(`sort.${sortBy}`)}</strong>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SORT_OPTIONS.map((option: SortBy) => (
          <MenuItem
            key={option}
            selected={option === sortBy}
            onClick={() => {
              onChange(option);
              setAnchor(null);
            }}
          >
            {t(`sort.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
