// A free-text multi-value field (tags, meta keywords): type and press Enter to add a chip.
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export function TagsField({
  name,
  label,
  helperText,
  suggestions = [],
}: {
  name: string;
  label: string;
  helperText?: string;
  suggestions?: string[];
}) {
  const { control } = useFormContext();
  const { t } = useTranslation('validation');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <Autocomplete
          multiple
          freeSolo
          autoSelect
          options={suggestions}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(_, value) =>
            field.onChange(value.map((item) => String(item).trim()).filter(Boolean))
          }
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...rest } = getItemProps({ index });
              return (
                <Chip
                  key={key}
                  {...rest}
                  size="small"
                  color="info"
                  variant="outlined"
                  label={option}
                />
              );
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              onBlur={field.onBlur}
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
            />
          )}
        />
      )}
    />
  );
}
