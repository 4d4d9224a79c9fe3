// "Thank you for your purchase!": the order number, "Continue shopping" and "Download as PDF"
// (vector text through packages/pdf, built in the browser; it loads only when asked).
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@keel/contracts/orders';
import { downloadBlob, renderDocuments } from '../../../components/pdf/pdf-file.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { failureMessage } from '../../../lib/http.ts';

export function OrderDoneDialog({
  order,
  onContinue,
}: {
  order: Order | null;
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation('products');
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const [building, setBuilding] = useState(false);

  const download = async () => {
    if (!order) return;
    setBuilding(true);
    try {
      const { orderReceiptDocument } = await import('@keel/pdf/documents');
      const { billing } = order;
      const document = orderReceiptDocument(
        {
          ...order,
          billing: {
            name: billing.receiver,
            lines: [
              [billing.address, billing.city, billing.state, billing.zipCode, billing.country].join(
                ', ',
              ),
              billing.phoneNumber,
            ],
          },
          items: order.items.map((item) => ({
            ...item,
            detail: [item.color, item.size && t('checkout.sizeValue', { size: item.size })]
              .filter(Boolean)
              .join(' · '),
          })),
        },
        {
          title: t('done.orderNumber', { number: order.orderNumber }),
          billing: t('checkout.billingAddress'),
          product: t('checkout.product'),
          qty: t('quantity.label'),
          price: t('checkout.price'),
          subtotal: t('checkout.subtotal'),
          discount: t('checkout.discount'),
          shipping: t('checkout.shipping'),
          total: t('checkout.total'),
        },
        { money: format.currency, date: format.date },
        i18n.dir() === 'rtl' ? 'rtl' : 'ltr',
      );
      downloadBlob(
        await renderDocuments([document]),
        `order-${order.orderNumber.replace('#', '')}.pdf`,
      );
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    } finally {
      setBuilding(false);
    }
  };

  return (
    <Dialog open={Boolean(order)} fullWidth maxWidth="sm" aria-labelledby="order-done-title">
      {order && (
        <Stack spacing={3} sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', alignItems: 'center' }}>
          <Typography id="order-done-title" variant="h4" component="h2">
            {t('done.title')}
          </Typography>
          <Typography variant="body2">{t('done.thanks')}</Typography>
          <Typography variant="subtitle1" data-testid="order-number">
            {t('done.orderNumber', { number: order.orderNumber })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('done.notice')}
          </Typography>
          <Divider sx={{ borderStyle: 'dashed', width: 1 }} />
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={2}
            sx={{ width: 1, justifyContent: 'space-between' }}
          >
            <Button
              color="inherit"
              startIcon={
                <ArrowBack
                  sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
                />
              }
              onClick={onContinue}
            >
              {t('checkout.continueShopping')}
            </Button>
            <Button
              variant="contained"
              startIcon={<Download />}
              loading={building}
              onClick={() => void download()}
            >
              {t('done.download')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Dialog>
  );
}
