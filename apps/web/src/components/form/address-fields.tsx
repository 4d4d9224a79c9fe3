// The fields of the address dialog (docs/spec/pages.md#account Address dialog), at checkout and in the
// account's billing addresses: Home/Office, Full name, Phone number, Address, Town/City, State,
// Zip/Code, Country, "Use this address as default". Each caller names them from its own texts.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ADDRESS_TYPES, type AddressInput } from '@keel/contracts/addresses';
import { RHFCheckbox } from './rhf-checkbox.tsx';
import { RHFTextField } from './rhf-text-field.tsx';

export const EMPTY_ADDRESS: AddressInput = {
  addressType: 'Home',
  receiver: '',
  phoneNumber: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  isDefault: false,
};

/** The fields a server failure may name. */
export const ADDRESS_FIELDS = [
  'receiver',
  'phoneNumber',
  'address',
  'city',
  'state',
  'country',
  'zipCode',
  'addressType',
  'isDefault',
] as const;

export interface AddressFieldLabels {
  /** The Home/Office choice's name. */
  type: string;
  types: Record<(typeof ADDRESS_TYPES)[number], string>;
  receiver: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  useAsDefault: string;
}

const pair = { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' };
const triple = { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' };

/**
 * `countryField` replaces the plain Country field, e.g. with the country list of the account's
 * General tab (passed in, so checkout does not load the Autocomplete).
 */
export function AddressFields({
  labels,
  countryField,
}: {
  labels: AddressFieldLabels;
  countryField?: ReactNode;
}) {
  const { control } = useFormContext<AddressInput>();
  return (
    <>
      <Controller
        name="addressType"
        control={control}
        render={({ field }) => (
          <RadioGroup
            row
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            aria-label={labels.type}
          >
            {ADDRESS_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={labels.types[type]}
              />
            ))}
          </RadioGroup>
        )}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: pair }}>
        <RHFTextField name="receiver" label={labels.receiver} autoComplete="name" />
        <RHFTextField name="phoneNumber" label={labels.phoneNumber} autoComplete="tel" />
      </Box>
      <RHFTextField name="address" label={labels.address} autoComplete="street-address" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: triple }}>
        <RHFTextField name="city" label={labels.city} autoComplete="address-level2" />
        <RHFTextField name="state" label={labels.state} autoComplete="address-level1" />
        <RHFTextField name="zipCode" label={labels.zipCode} autoComplete="postal-code" />
      </Box>
      {countryField ?? (
        <RHFTextField name="country" label={labels.country} autoComplete="country-name" />
      )}
      <RHFCheckbox name="isDefault" label={labels.useAsDefault} />
    </>
  );
}
