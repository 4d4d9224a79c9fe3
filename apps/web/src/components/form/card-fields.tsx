// The fields of the card dialog (docs/spec/pages.md#account Card dialog), at checkout and in the account's
// saved cards: Name on card, Card number, Expiry MM/YY, CVV, and where cards have a default,
// "Use as default card". Each caller names them from its own texts.
import Stack from '@mui/material/Stack';
import type { PaymentCardInput } from '@keel/contracts/payment-cards';
import { RHFCheckbox } from './rhf-checkbox.tsx';
import { RHFTextField } from './rhf-text-field.tsx';

export const EMPTY_CARD: PaymentCardInput = {
  holderName: '',
  number: '',
  expiry: '',
  cvv: '',
  isDefault: false,
};

/** The fields a server failure may name. */
export const CARD_FIELDS = ['holderName', 'number', 'expiry', 'cvv'] as const;

export interface CardFieldLabels {
  holderName: string;
  number: string;
  expiry: string;
  cvv: string;
  /** Offers "make this the default card" when given. */
  useAsDefault?: string;
}

export function CardFields({ labels }: { labels: CardFieldLabels }) {
  return (
    <>
      <RHFTextField name="holderName" label={labels.holderName} autoComplete="cc-name" />
      <RHFTextField
        name="number"
        label={labels.number}
        placeholder="XXXX XXXX XXXX XXXX"
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {/* Side by side from sm up: on a phone "Expiry (MM/YY)" would not fit half the width. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 3, sm: 2 }}>
        <RHFTextField
          name="expiry"
          label={labels.expiry}
          placeholder="MM/YY"
          autoComplete="cc-exp"
        />
        <RHFTextField
          name="cvv"
          label={labels.cvv}
          placeholder="***"
          autoComplete="cc-csc"
          type="password"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Stack>
      {labels.useAsDefault && <RHFCheckbox name="isDefault" label={labels.useAsDefault} />}
    </>
  );
}
