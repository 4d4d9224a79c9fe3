// The order as a printable sheet; the done dialog turns it into the "Download as PDF" file.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@keel/contracts/orders';
import { Logo } from '../../../components/logo.tsx';
import { useFormatters } from '../../../lib/formatters.ts';

export const OrderReceipt = forwardRef<HTMLDivElement, { order: Order }>(function OrderReceipt(
  { order },
  ref,
) {
  const { t } = useTranslation('shop');
  const format = useFormatters();
  const row = (label: string, value: string) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', width: 260 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="subtitle2">{value}</Typography>
    </Stack>
  );
  return (
    <Box ref={ref} sx={{ width: 720, p: 5, bgcolor: '#ffffff', color: '#1C252E' }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 4 }}
      >
        <Logo />
        <Box sx={{ textAlign: 'end' }}>
          <Typography variant="h6">
            {t('done.orderNumber', { number: order.orderNumber })}
          </Typography>
          <Typography variant="body2">{format.date(order.createdAt)}</Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={6} sx={{ mb: 4 }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('checkout.billingAddress')}
          </Typography>
          <Typography variant="subtitle2">{order.billing.receiver}</Typography>
          <Typography variant="body2">
            {[
              order.billing.address,
              order.billing.city,
              order.billing.state,
              order.billing.zipCode,
              order.billing.country,
            ].join(', ')}
          </Typography>
          <Typography variant="body2">
            <bdi dir="ltr">{order.billing.phoneNumber}</bdi>
          </Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('checkout.payment')}
          </Typography>
          <Typography variant="body2">{t(`done.payment.${order.payment}`)}</Typography>
          <Typography variant="body2">
            {t(order.delivery === 'fast' ? 'checkout.fast' : 'checkout.standard')}
          </Typography>
        </Box>
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('checkout.product')}</TableCell>
            <TableCell align="right">{t('quantity.label')}</TableCell>
            <TableCell align="right">{t('checkout.price')}</TableCell>
            <TableCell align="right">{t('checkout.totalPrice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item, index) => (
            <TableRow key={`${item.productId}-${index}`}>
              <TableCell>
                {item.name}
                {item.size && ` · ${t('checkout.sizeValue', { size: item.size })}`}
              </TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{format.currency(item.price)}</TableCell>
              <TableCell align="right">{format.currency(item.subtotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack spacing={1} sx={{ alignItems: 'flex-end', mt: 3 }}>
        {row(t('checkout.subtotal'), format.currency(order.subtotal))}
        {row(t('checkout.discount'), order.discount ? `-${format.currency(order.discount)}` : '-')}
        {row(
          t('checkout.shipping'),
          order.shipping ? format.currency(order.shipping) : t('checkout.free'),
        )}
        <Divider sx={{ width: 260 }} />
        {row(t('checkout.total'), format.currency(order.total))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 5 }}>
        {t('done.question')}
      </Typography>
    </Box>
  );
});
