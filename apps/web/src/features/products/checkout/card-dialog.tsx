// "New card" (docs/spec/pages.md#account Card dialog): checked here and on the server; only the brand and
// the last four digits are stored.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PaymentCardInputSchema,
  type PaymentCard,
  type PaymentCardInput,
} from '@keel/contracts/payment-cards';
import { CARD_FIELDS, CardFields, EMPTY_CARD } from '../../../components/form/card-fields.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { createCard } from '../product.api.ts';

export function CardDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (card: PaymentCard) => void;
}) {
  const { t } = useTranslation('products');
  const methods = useForm<PaymentCardInput, unknown, z.output<typeof PaymentCardInputSchema>>({
    resolver: zodResolver(PaymentCardInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_CARD,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('card.new')}
      titleId="card-dialog-title"
      maxWidth="xs"
      methods={methods}
      empty={EMPTY_CARD}
      serverFields={CARD_FIELDS}
      save={(values) => createCard(values).then((result) => result.card)}
      onSaved={onCreated}
      cancelLabel={t('cancel')}
      submitLabel={t('card.save')}
    >
      <CardFields
        labels={{
          holderName: t('card.holder'),
          number: t('card.number'),
          expiry: t('card.expiry'),
          cvv: t('card.cvv'),
        }}
      />
    </FormDialog>
  );
}
