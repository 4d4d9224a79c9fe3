// A MUI TextField bound to react-hook-form: shows the field's message under it. Labels and
// validation messages (English, from the contract or the server) are keys of validation.json.
// Plain outlined inputs render OutlinedTextField (no Select code); `select` or another variant
// loads MUI's full TextField on first use.
import type { TextFieldProps } from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from './outlined-text-field.tsx';

const FullTextField = lazy(() => import('@mui/material/TextField'));

export type RHFTextFieldProps = TextFieldProps & { name: string };

export function RHFTextField({ name, helperText, ...other }: RHFTextFieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation('validation');
  const needsFull = other.select || (other.variant !== undefined && other.variant !== 'outlined');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState: { error } }) => {
        const props: TextFieldProps = {
          ...field,
          inputRef: ref,
          value: field.value ?? '',
          fullWidth: true,
          error: !!error,
          helperText: error?.message
            ? t(error.message, {
                keySeparator: false,
                nsSeparator: false,
                defaultValue: error.message,
              })
            : helperText,
          ...other,
        };
        return needsFull ? (
          <Suspense fallback={<OutlinedTextField {...props} select={false} disabled />}>
            <FullTextField {...props} />
          </Suspense>
        ) : (
          <OutlinedTextField {...props} />
        );
      }}
    />
  );
}
