// The order's history, newest first: each status change (who, when, note), then "Order placed".
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order, OrderEvent } from '@keel/contracts/orders';
import { useFormatters } from '../../../lib/formatters.ts';
import { ORDER_STATUS_COLOR } from '../order-display.ts';

interface Entry {
  key: string;
  title: string;
  detail: string;
  at: string;
  color: string;
}

export function OrderTimeline({ order, timeline }: { order: Order; timeline: OrderEvent[] }) {
  const { t } = useTranslation('orders');
  const format = useFormatters();
  const entries: Entry[] = [
    ...[...timeline].reverse().map((event) => ({
      key: event.id,
      title: t(`timeline.${event.toStatus}`),
      detail: [t('timeline.by', { name: event.actor.name }), event.note]
        .filter(Boolean)
        .join(' · '),
      at: event.createdAt,
      color: `${ORDER_STATUS_COLOR[event.toStatus] === 'default' ? 'grey' : ORDER_STATUS_COLOR[event.toStatus]}.main`,
    })),
    {
      key: 'placed',
      title: t('timeline.placed'),
      detail: t('timeline.by', { name: order.customer.name }),
      at: order.createdAt,
      color: 'primary.main',
    },
  ];
  return (
    <Card>
      <CardHeader title={t('details.history')} />
      <Stack
        component="ol"
        sx={{ p: 3, m: 0, listStyle: 'none' }}
        aria-label={t('details.history')}
      >
        {entries.map((entry, index) => (
          <Stack
            component="li"
            key={entry.key}
            direction="row"
            spacing={2}
            data-testid="order-timeline-entry"
          >
            <Stack sx={{ alignItems: 'center' }}>
              <Box
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: entry.color, mt: 0.5 }}
              />
              {index < entries.length - 1 && (
                <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', my: 0.5, minHeight: 24 }} />
              )}
            </Stack>
            <Box sx={{ pb: 2, minWidth: 0 }}>
              <Typography variant="subtitle2">{entry.title}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {format.dateTime(entry.at)}
              </Typography>
              {entry.detail && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {entry.detail}
                </Typography>
              )}
            </Box>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
