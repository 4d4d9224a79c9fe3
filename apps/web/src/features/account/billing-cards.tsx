// Saved cards on the Billing tab: brand •••• last 4, Delete, "New card" (docs/spec/pages.md#users).
import AddRounded from '@mui/icons-material/AddRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentCard } from '@keel/contracts/payment-cards';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { CardDialog } from '../../components/form/card-dialog.tsx';
import { failureMessage } from '../../lib/http.ts';
import {
  useCreateSavedCardMutation,
  useDeleteSavedCardMutation,
  useSavedCardsQuery,
} from '../../lib/address-book.api.ts';
import { queryView } from '../../lib/api.ts';

const BRANDS: Record<PaymentCard['cardType'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
  card: 'Card',
};

export function BillingCards() {
  const { t } = useTranslation(['account', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const cards = queryView(useSavedCardsQuery(undefined), (answer) => answer.cards);
  const [createCard] = useCreateSavedCardMutation();
  const [deleteCard] = useDeleteSavedCardMutation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);

  const remove = async (card: PaymentCard) => {
    try {
      // The list refetches (the mutation invalidates it).
      await deleteCard({ body: { cardId: card.id } }).unwrap();
      enqueueSnackbar(t('billing.cardDeleted'));
      setDeleting(null);
    } catch (failure) {
      const message = failureMessage(failure);
      enqueueSnackbar(
        t(message, {
          ns: 'validation',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: message,
        }),
        { variant: 'error' },
      );
    }
  };

  return (
    <Card>
      <CardHeader
        title={t('billing.cards')}
        action={
          <Button size="small" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
            {t('billing.newCard')}
          </Button>
        }
      />
      <Box
        sx={{ p: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {cards.error ? (
          <RetryAlert message={cards.error} onRetry={cards.reload} />
        ) : !cards.data ? (
          <Skeleton variant="rounded" height={72} />
        ) : cards.data.length === 0 ? (
          <Typography color="text.secondary">{t('billing.noCards')}</Typography>
        ) : (
          cards.data.map((card) => (
            <Stack
              key={card.id}
              direction="row"
              spacing={2}
              sx={{
                p: 2,
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1.5,
              }}
            >
              <CreditCardRounded color="primary" />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle2">
                  {BRANDS[card.cardType]} •••• {card.last4}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {card.holderName} · {card.expiry}
                </Typography>
              </Box>
              {card.isDefault && <Chip size="small" label={t('billing.default')} />}
              <IconButton
                onClick={() => setDeleting(card)}
                aria-label={t('billing.deleteCard', { last4: card.last4 })}
              >
                <DeleteRounded />
              </IconButton>
            </Stack>
          ))
        )}
      </Box>
      <CardDialog
        open={adding}
        onClose={() => setAdding(false)}
        titleId="billing-card-dialog-title"
        texts={{
          title: t('billing.newCard'),
          holderName: t('billing.cardName'),
          number: t('billing.cardNumber'),
          expiry: t('billing.expiry'),
          cvv: t('billing.cvv'),
          useAsDefault: t('billing.makeDefault'),
          cancel: t('cancel'),
          submit: t('billing.addCard'),
        }}
        // The list refetches by itself (the mutation invalidates it).
        save={(card) =>
          createCard({ body: card })
            .unwrap()
            .then((result) => result.card)
        }
        onSaved={() => {
          setAdding(false);
          enqueueSnackbar(t('billing.cardAdded'));
        }}
      />
      {deleting && (
        <ConfirmDialog
          open
          onClose={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
          target={{ name: `${BRANDS[deleting.cardType]} •••• ${deleting.last4}` }}
        />
      )}
    </Card>
  );
}
