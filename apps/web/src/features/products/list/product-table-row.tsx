// One product row: product (cover, linked name, category), created at, stock, price, sold, ⋮.
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@keel/contracts/products';
import { RouterLink } from '../../../components/router-link.tsx';
import { RowMenuCell } from '../../../components/table/row-menu-cell.tsx';
import { RowMenu } from '../../../components/table/row-menu.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { mediaUrl } from '../../../lib/media-url.ts';
import { paths } from '../../../lib/paths.ts';
import { INVENTORY_COLOR, inventoryKey } from '../product-display.ts';

interface Props {
  product: ProductSummary;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}

export function ProductTableRow({ product, selected, onSelect, onDelete }: Props) {
  const can = useCan();
  const { t } = useTranslation('products');
  const format = useFormatters();
  const view = paths.dashboard.eCommerce.view(product.slug);
  const stockColor = INVENTORY_COLOR[product.inventoryType];
  const stockShare = { out_of_stock: 0, low_stock: 24, in_stock: 90 }[product.inventoryType];

  return (
    <TableRow hover selected={selected}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          onChange={onSelect}
          slotProps={{ input: { 'aria-label': t('list.selectProduct', { name: product.name }) } }}
        />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            variant="rounded"
            src={mediaUrl(product.cover)}
            alt=""
            sx={{ width: 64, height: 64 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={view}
              color="inherit"
              variant="subtitle2"
              noWrap
              sx={{ display: 'block' }}
            >
              {product.name}
            </Link>
            <Typography variant="body2" color="text.disabled" noWrap>
              {t(`category.${product.category}`)}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2" noWrap>
          {format.date(product.createdAt)}
        </Typography>
        <Typography variant="caption" color="text.disabled">
          {format.time(product.createdAt)}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <LinearProgress
          variant="determinate"
          color={stockColor}
          value={stockShare}
          aria-hidden
          sx={{ mb: 1, height: 6, maxWidth: 80 }}
        />
        <Typography variant="caption" color="text.secondary">
          {product.available > 0 && `${format.number(product.available)} `}
          {t(inventoryKey(product.inventoryType))}
        </Typography>
      </TableCell>
      <TableCell>{format.currency(product.priceSale ?? product.price)}</TableCell>
      <TableCell>{format.number(product.sold)}</TableCell>
      <RowMenuCell>
        <RowMenu
          label={t('list.actionsFor', { name: product.name })}
          actions={[
            { label: t('view'), icon: <Visibility fontSize="small" />, to: view },
            ...(can('products.write')
              ? [
                  {
                    label: t('edit'),
                    icon: <Edit fontSize="small" />,
                    to: paths.dashboard.eCommerce.edit(product.slug),
                  },
                ]
              : []),
          ]}
          remove={can('products.delete') ? { label: t('delete'), onDelete } : undefined}
        />
      </RowMenuCell>
    </TableRow>
  );
}
