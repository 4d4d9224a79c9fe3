// /dashboard/order/{id}: status and actions, the items as bought, the history, and customer,
// delivery, billing and payment. A change made elsewhere (another manager, or the buyer's view
// of a refund) arrives over the WebSocket and reloads the order.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_UPDATED_EVENT } from '@keel/contracts/orders';
import { Label } from '../../../components/label/label.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { useRequest } from '../../../lib/use-request.ts';
import { ORDER_STATUS_COLOR } from '../order-display.ts';
import { fetchOrder } from '../order.api.ts';
import { OrderCustomerCard } from './order-customer-card.tsx';
import { OrderItemsCard } from './order-items-card.tsx';
import { OrderStatusActions } from './order-status-actions.tsx';
import { OrderTimeline } from './order-timeline.tsx';

interface Props {
  id: string;
  canManage: boolean;
  onLoaded?: (orderNumber: string) => void;
}

export function OrderDetailsView({ id, canManage, onLoaded }: Props) {
  const { t } = useTranslation('order');
  const format = useFormatters();
  const details = useRequest((signal) => fetchOrder(id, signal), [id]);
  const { reload } = details;
  useRealtimeEvent<{ orderId?: string }>(ORDER_UPDATED_EVENT, (payload) => {
    if (payload?.orderId === id) reload();
  });
  const orderNumber = details.data?.order.orderNumber;
  useEffect(() => {
    if (orderNumber) onLoaded?.(orderNumber);
  }, [orderNumber, onLoaded]);

  if (details.error)
    return (
      <LoadFailure
        error={details.error}
        notFoundMessage="Order not found"
        notFoundText={t('notFound')}
        retryLabel={t('retry')}
        onRetry={reload}
        backTo={paths.dashboard.order.list}
        backLabel={t('backToList')}
      />
    );
  if (!details.data) return <Skeleton variant="rounded" height={560} aria-label={t('loading')} />;
  const { order, timeline } = details.data;
  return (
    <Stack spacing={3}>
      <Card sx={{ p: 3 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Box>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Typography variant="h5" component="h2">
                {t('details.order', { number: order.orderNumber })}
              </Typography>
              <Label color={ORDER_STATUS_COLOR[order.status]} data-testid="order-status">
                {t(`status.${order.status}`)}
              </Label>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {format.dateTime(order.createdAt)}
            </Typography>
          </Box>
          {canManage && (
            <OrderStatusActions
              orderId={order.id}
              orderNumber={order.orderNumber}
              status={order.status}
              onChanged={(updated) => (updated ? details.setData(updated) : reload())}
            />
          )}
        </Stack>
      </Card>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <OrderItemsCard order={order} />
            <OrderTimeline order={order} timeline={timeline} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderCustomerCard order={order} />
        </Grid>
      </Grid>
    </Stack>
  );
}
