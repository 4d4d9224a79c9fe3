// A MUI TextField bound to react-hook-form: shows the field's message under it. Labels and
// validation messages (English, from the contract or the server) are keys of validation.json.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type RHFTextFieldProps = TextFieldProps & { name: string };

export function RHFTextField({ name, helperText, ...other }: RHFTextFieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation('validation');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          fullWidth
          error={!!error}
          helperText={error?.message ? t(error.message, { keySeparator: false, nsSeparator: false, defaultValue: error.message }) : helperText}
          {...other}
        />
      )}
    />
  );
}
