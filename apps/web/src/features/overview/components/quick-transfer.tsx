// "Quick transfer" (banking): pick a contact, an amount (slider 0–1,000 or typed), a card,
// then confirm with a note. Errors such as "Insufficient balance" come back from the server.
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { BankCard } from '@keel/contracts/banking';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fCurrency } from '../../../lib/formatters.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useBankContactsQuery, useBankTransferMutation } from '../overview.api.ts';
import { dataAndError } from '../../../lib/api.ts';

export function QuickTransfer({ cards }: { cards: BankCard[] }) {
  const { t } = useTranslation('overview');
  const { t: tv } = useTranslation('validation');
  const { enqueueSnackbar } = useSnackbar();
  const contacts = useBankContactsQuery(undefined, { selectFromResult: dataAndError });
  const [transfer] = useBankTransferMutation();
  const [toUserId, setToUserId] = useState<string | null>(null);
  const [amount, setAmount] = useState(100);
  const [cardId, setCardId] = useState(cards[0]?.id ?? '');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = contacts.data?.contacts ?? [];
  const recipient = list.find((contact) => contact.id === toUserId);
  const amountError = amount <= 0 ? t('banking.amountPositive') : null;

  async function send() {
    if (!toUserId) return;
    setBusy(true);
    setError(null);
    try {
      // Invalidates the transactions and the banking dashboard (overview.api.ts), which refetch.
      await transfer({ body: { toUserId, amount, cardId, note } }).unwrap();
      enqueueSnackbar(t('banking.transferred'));
      setConfirming(false);
      setNote('');
    } catch (failure) {
      const message = failureMessage(failure);
      setError(tv(message, { keySeparator: false, nsSeparator: false, defaultValue: message }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ height: 1 }}>
      <CardHeader title={t('banking.quickTransfer')} subheader={t('banking.chooseContact')} />
      <Stack spacing={3} sx={{ p: 3 }}>
        <Typography variant="overline" color="text.secondary">
          {t('banking.recent')}
        </Typography>
        <Box
          sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1 }}
          role="radiogroup"
          aria-label={t('banking.transferTo')}
        >
          {list.slice(0, 12).map((contact) => (
            <Tooltip key={contact.id} title={contact.name}>
              <ButtonBase
                role="radio"
                aria-checked={contact.id === toUserId}
                aria-label={contact.name}
                onClick={() => setToUserId(contact.id)}
                sx={{
                  borderRadius: '50%',
                  flexShrink: 0,
                  p: 0.25,
                  border: 2,
                  borderColor: contact.id === toUserId ? 'primary.main' : 'transparent',
                }}
              >
                <Avatar src={contact.avatarUrl ?? undefined} alt="" sx={{ width: 44, height: 44 }}>
                  {contact.name.charAt(0)}
                </Avatar>
              </ButtonBase>
            </Tooltip>
          ))}
        </Box>
        <Box>
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
          >
            <Typography variant="subtitle2" id="transfer-amount">
              {t('banking.amountLabel')}
            </Typography>
            <TextField
              size="small"
              type="number"
              value={amount}
              onChange={(event) => setAmount(Math.max(0, Number(event.target.value)))}
              error={!!amountError}
              slotProps={{ htmlInput: { min: 0, step: 1, 'aria-labelledby': 'transfer-amount' } }}
              sx={{ width: 120 }}
            />
          </Box>
          <Slider
            value={Math.min(amount, 1000)}
            min={0}
            max={1000}
            step={10}
            valueLabelDisplay="auto"
            onChange={(_, value) => setAmount(value as number)}
            aria-labelledby="transfer-amount"
          />
          {amountError && (
            <Typography variant="caption" color="error">
              {amountError}
            </Typography>
          )}
        </Box>
        <TextField
          select
          size="small"
          label={t('banking.card')}
          value={cardId}
          onChange={(event) => setCardId(event.target.value)}
        >
          {cards.map((card) => (
            <MenuItem key={card.id} value={card.id}>
              **** {card.last4} · {fCurrency(card.balance)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          size="large"
          disabled={!toUserId || !!amountError || !cardId}
          onClick={() => setConfirming(true)}
        >
          {t('banking.transferNow')}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('banking.transferTo')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Avatar src={recipient?.avatarUrl ?? undefined} alt="">
                {recipient?.name.charAt(0)}
              </Avatar>
              <Box>
                <Typography variant="subtitle2">{recipient?.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {recipient?.email}
                </Typography>
              </Box>
              <Typography variant="h5" sx={{ ml: 'auto' }}>
                {fCurrency(amount)}
              </Typography>
            </Box>
            <TextField
              label={t('banking.note')}
              placeholder={t('banking.notePlaceholder')}
              multiline
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            {error && (
              <Typography color="error" role="alert">
                {error}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" variant="outlined" onClick={() => setConfirming(false)}>
            {t('banking.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={busy}>
            {t('banking.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
