// The order page's status actions for managers (orders.manage): the moves ORDER_TRANSITIONS
// allows from the current status, each confirmed with an optional note. Cancel and refund say
// that the items go back in stock. The change, or a 409 (someone else changed it first), reloads
// the order through its tag (order.api.ts).
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TRANSITIONS, type OrderStatus } from '@keel/contracts/orders-constants';
import { failureMessage } from '../../../lib/http.ts';
import { useChangeOrderStatusMutation } from '../order.api.ts';

type Target = Exclude<OrderStatus, 'pending'>;

const BUTTON_COLOR = { completed: 'success', cancelled: 'error', refunded: 'warning' } as const;

interface Props {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
}

export function OrderStatusActions({ orderId, orderNumber, status }: Props) {
  const { t } = useTranslation('orders');
  const { enqueueSnackbar } = useSnackbar();
  const [target, setTarget] = useState<Target | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const [changeOrderStatus] = useChangeOrderStatusMutation();
  const moves = ORDER_TRANSITIONS[status].filter((next): next is Target => next !== 'pending');
  if (moves.length === 0) return null;

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await changeOrderStatus({ body: { orderId, status: target, note } }).unwrap();
      enqueueSnackbar(t(`changed.${target}`));
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    } finally {
      setBusy(false);
      setTarget(null);
      setNote('');
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {moves.map((move) => (
          <Button
            key={move}
            variant={move === 'completed' ? 'contained' : 'outlined'}
            color={BUTTON_COLOR[move]}
            onClick={() => setTarget(move)}
          >
            {t(`actions.${move}`)}
          </Button>
        ))}
      </Stack>
      <Dialog
        open={Boolean(target)}
        onClose={busy ? undefined : () => setTarget(null)}
        maxWidth="xs"
        fullWidth
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{target ? t(`actions.${target}`) : ''}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {target ? t(`confirm.${target}`, { number: orderNumber }) : ''}
            </Typography>
            <TextField
              label={t('note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => setTarget(null)}
            disabled={busy}
          >
            {t('cancel')}
          </Button>
          <Button
            variant="contained"
            color={target ? BUTTON_COLOR[target] : 'primary'}
            onClick={() => void confirm()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {target ? t(`actions.${target}`) : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
