// "Thank you for your purchase!": the order number, "Continue shopping" and "Download as PDF"
// (built in the browser; jsPDF loads only when asked).
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@keel/contracts/orders';
import { downloadPdf, elementsToPdf } from '../../../components/pdf/element-pdf.ts';
import { failureMessage } from '../../../lib/http.ts';
import { OrderReceipt } from './order-receipt.tsx';

export function OrderDoneDialog({
  order,
  onContinue,
}: {
  order: Order | null;
  onContinue: () => void;
}) {
  const { t } = useTranslation('shop');
  const { enqueueSnackbar } = useSnackbar();
  const receipt = useRef<HTMLDivElement>(null);
  const [building, setBuilding] = useState(false);

  const download = async () => {
    if (!receipt.current || !order) return;
    setBuilding(true);
    try {
      downloadPdf(
        await elementsToPdf([receipt.current]),
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
          {/* Rendered off screen: the PDF is drawn from it. */}
          <Box aria-hidden inert sx={{ position: 'fixed', left: -10_000, top: 0 }}>
            <OrderReceipt ref={receipt} order={order} />
          </Box>
        </Stack>
      )}
    </Dialog>
  );
}
