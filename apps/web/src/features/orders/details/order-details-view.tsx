// /dashboard/order/{id}: status and actions, the items as bought, the history, and customer,
// delivery, billing and payment. A change made elsewhere (another manager, or the buyer's view
// of a refund) arrives over the WebSocket and invalidates the order (useOrderLiveUpdates).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/label/label.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { ORDER_STATUS_COLOR } from '../order-display.ts';
import { useOrderLiveUpdates, useOrderQuery } from '../order.api.ts';
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
  const { t } = useTranslation('orders');
  const format = useFormatters();
  const result = useOrderQuery({ query: { id } });
  useOrderLiveUpdates();
  // The order asked for, not the one shown before it while this one loads.
  const data = result.currentData;
  const error = errorMessage(result.error);
  const reload = () => void result.refetch();
  const orderNumber = data?.order.orderNumber;
  useEffect(() => {
    if (orderNumber) onLoaded?.(orderNumber);
  }, [orderNumber, onLoaded]);

  if (error && !data)
    return (
      <LoadFailure
        error={error}
        notFoundMessage="Order not found"
        notFoundText={t('notFound')}
        retryLabel={t('retry')}
        onRetry={reload}
        backTo={paths.dashboard.order.list}
        backLabel={t('backToList')}
      />
    );
  if (!data) return <Skeleton variant="rounded" height={560} aria-label={t('loading')} />;
  const { order, timeline } = data;
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
