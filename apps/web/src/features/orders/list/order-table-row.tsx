// One order row: number (linked), customer (avatar, name, e-mail), date, items, total, status, view.
import Visibility from '@mui/icons-material/Visibility';
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@keel/contracts/orders';
import { Label } from '../../../components/label/label.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { RowMenuCell } from '../../../components/table/row-menu-cell.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { ORDER_STATUS_COLOR } from '../order-display.ts';

interface Props {
  order: Order;
  showCustomer: boolean;
  selected: boolean;
  onSelect: () => void;
}

export function OrderTableRow({ order, showCustomer, selected, onSelect }: Props) {
  const { t } = useTranslation('orders');
  const format = useFormatters();
  const view = paths.dashboard.order.view(order.id);
  const quantity = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <TableRow hover selected={selected} data-testid="order-row">
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          onChange={onSelect}
          slotProps={{ input: { 'aria-label': t('select', { number: order.orderNumber }) } }}
        />
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={view} variant="subtitle2" underline="hover">
          {order.orderNumber}
        </Link>
      </TableCell>
      {showCustomer && (
        <TableCell>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar alt="" src={order.customer.avatarUrl ?? undefined}>
              {order.customer.name.charAt(0)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" noWrap>
                {order.customer.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {order.customer.email}
              </Typography>
            </Box>
          </Stack>
        </TableCell>
      )}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{format.date(order.createdAt)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {format.time(order.createdAt)}
        </Typography>
      </TableCell>
      <TableCell align="center">{format.number(quantity)}</TableCell>
      <TableCell>{format.currency(order.total)}</TableCell>
      <TableCell>
        <Label color={ORDER_STATUS_COLOR[order.status]}>{t(`status.${order.status}`)}</Label>
      </TableCell>
      <RowMenuCell>
        <Tooltip title={t('actions.view')}>
          <IconButton
            component={RouterLink}
            to={view}
            aria-label={t('viewOrder', { number: order.orderNumber })}
          >
            <Visibility fontSize="small" />
          </IconButton>
        </Tooltip>
      </RowMenuCell>
    </TableRow>
  );
}
