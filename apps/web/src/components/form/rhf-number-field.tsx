// A number input bound to react-hook-form: the form holds a number (or null when empty and
// `nullable`), the message under it is translated like RHFTextField's.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type RHFNumberFieldProps = TextFieldProps & { name: string; nullable?: boolean };

export function RHFNumberField({
  name,
  nullable,
  helperText,
  slotProps,
  ...other
}: RHFNumberFieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation('validation');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <TextField
          {...field}
          type="number"
          fullWidth
          value={
            field.value === null || field.value === undefined || Number.isNaN(field.value)
              ? ''
              : field.value
          }
          onChange={(event) => {
            const text = event.target.value;
            field.onChange(text === '' ? (nullable ? null : Number.NaN) : Number(text));
          }}
          error={!!error}
          helperText={
            error?.message
              ? t(error.message, {
                  keySeparator: false,
                  nsSeparator: false,
                  defaultValue: error.message,
                })
              : helperText
          }
          slotProps={{
            ...slotProps,
            htmlInput: { inputMode: 'decimal', step: 'any', ...(slotProps?.htmlInput as object) },
          }}
          {...other}
        />
      )}
    />
  );
}
