// The card dialog (docs/spec/pages.md#account Card dialog), at checkout and in the account's saved
// cards: Name on card, Card number, Expiry MM/YY, CVV and, where cards have a default, "Use as
// default card"; checked here with the contract's schema and again on the server, which stores
// only the brand and the last four digits. Each caller names it from its own texts and saves it
// through its own call.
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  PaymentCardInputSchema,
  type PaymentCard,
  type PaymentCardInput,
} from '@keel/contracts/payment-cards';
import { FormDialog } from './form-dialog.tsx';
import { RHFCheckbox } from './rhf-checkbox.tsx';
import { RHFTextField } from './rhf-text-field.tsx';

const EMPTY_CARD: PaymentCardInput = {
  holderName: '',
  number: '',
  expiry: '',
  cvv: '',
  isDefault: false,
};

/** The fields a server failure may name. */
const CARD_FIELDS = ['holderName', 'number', 'expiry', 'cvv'] as const;

export interface CardDialogTexts {
  title: string;
  holderName: string;
  number: string;
  expiry: string;
  cvv: string;
  /** Offers "make this the default card" when given. */
  useAsDefault?: string;
  cancel: string;
  submit: string;
}

export function CardDialog({
  open,
  onClose,
  titleId,
  texts,
  save,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  /** The title's id, which names the dialog. */
  titleId: string;
  texts: CardDialogTexts;
  save: (card: z.output<typeof PaymentCardInputSchema>) => Promise<PaymentCard>;
  onSaved: (card: PaymentCard) => void;
}) {
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
      title={texts.title}
      titleId={titleId}
      maxWidth="xs"
      methods={methods}
      empty={EMPTY_CARD}
      serverFields={CARD_FIELDS}
      save={save}
      onSaved={onSaved}
      cancelLabel={texts.cancel}
      submitLabel={texts.submit}
    >
      <RHFTextField name="holderName" label={texts.holderName} autoComplete="cc-name" />
      <RHFTextField
        name="number"
        label={texts.number}
        placeholder="XXXX XXXX XXXX XXXX"
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {/* Side by side from sm up: on a phone "Expiry (MM/YY)" would not fit half the width. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 3, sm: 2 }}>
        <RHFTextField
          name="expiry"
          label={texts.expiry}
          placeholder="MM/YY"
          autoComplete="cc-exp"
        />
        <RHFTextField
          name="cvv"
          label={texts.cvv}
          placeholder="***"
          autoComplete="cc-csc"
          type="password"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Stack>
      {texts.useAsDefault && <RHFCheckbox name="isDefault" label={texts.useAsDefault} />}
    </FormDialog>
  );
}
