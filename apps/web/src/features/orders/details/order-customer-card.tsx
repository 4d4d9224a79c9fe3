// The side column of the order page: customer, delivery, billing address and payment.
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@keel/contracts/orders';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }} />
      <Stack spacing={0.5} sx={{ p: 3, pt: 1.5 }}>
        {children}
      </Stack>
    </>
  );
}

export function OrderCustomerCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { billing } = order;
  return (
    <Card>
      <Section title={t('details.customer')}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar alt="" src={order.customer.avatarUrl ?? undefined} sx={{ width: 48, height: 48 }}>
            {order.customer.name.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {order.customer.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {order.customer.email}
            </Typography>
          </Box>
        </Stack>
      </Section>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Section title={t('details.delivery')}>
        <Typography variant="body2">{t(`delivery.${order.delivery}`)}</Typography>
      </Section>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Section title={t('details.billing')}>
        <Typography variant="subtitle2">{billing.receiver}</Typography>
        <Typography variant="body2" color="text.secondary" dir="auto">
          {billing.address}
        </Typography>
        <Typography variant="body2" color="text.secondary" dir="auto">
          {[billing.city, billing.state, billing.zipCode, billing.country]
            .filter(Boolean)
            .join(', ')}
        </Typography>
        <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
          {billing.phoneNumber}
        </Typography>
      </Section>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Section title={t('details.payment')}>
        <Typography variant="body2">{t(`payment.${order.payment}`)}</Typography>
        {order.cardLabel && (
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
            {order.cardLabel}
          </Typography>
        )}
      </Section>
    </Card>
  );
}
