// The order's items as they were at checkout (name, cover, price snapshots) and its totals.
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@keel/contracts/orders';
import { useFormatters } from '../../../lib/formatters.ts';

export function OrderItemsCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useFormatters();
  const line = (label: string, value: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'}>{value}</Typography>
    </Stack>
  );
  return (
    <Card>
      <CardHeader title={t('details.items')} />
      <Stack divider={<Divider flexItem sx={{ borderStyle: 'dashed' }} />} sx={{ px: 3 }}>
        {order.items.map((item, index) => (
          <Stack
            key={`${item.productId ?? 'gone'}-${index}`}
            direction="row"
            spacing={2}
            sx={{ py: 2, alignItems: 'center' }}
            data-testid="order-item"
          >
            <Avatar
              src={item.cover || undefined}
              alt=""
              variant="rounded"
              sx={{ width: 48, height: 48 }}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <Typography variant="body2" sx={{ display: { sm: 'none' } }}>
                {`${format.currency(item.price)} × ${format.number(item.quantity)}`}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {[
                  item.size && t('details.size', { size: item.size }),
                  item.productId ? '' : t('details.productRemoved'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
            >
              {`${format.currency(item.price)} × ${format.number(item.quantity)}`}
            </Typography>
            <Typography variant="subtitle2" sx={{ minWidth: 72, textAlign: 'end', flexShrink: 0 }}>
              {format.currency(item.subtotal)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ p: 3, ml: 'auto', maxWidth: 320 }}>
        {line(t('details.subtotal'), format.currency(order.subtotal))}
        {line(
          t('details.shipping'),
          order.shipping ? format.currency(order.shipping) : t('details.free'),
        )}
        {line(t('details.discount'), order.discount ? `-${format.currency(order.discount)}` : '–')}
        {line(t('details.total'), format.currency(order.total), true)}
      </Stack>
    </Card>
  );
}
