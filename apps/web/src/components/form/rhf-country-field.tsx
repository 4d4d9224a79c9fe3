// Country autocomplete with flags, bound to react-hook-form. Stores the English name; any other
// text is kept as typed (older records may name a region this list does not have).
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countries, localCountryName } from '../../lib/countries.ts';

export function RHFCountryField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { t, i18n } = useTranslation('validation');
  const options = useMemo(() => countries(), []);
  const byName = useMemo(() => new Map(options.map((country) => [country.name, country])), [options]);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <Autocomplete
          freeSolo
          autoHighlight
          options={options.map((country) => country.name)}
          value={field.value ?? ''}
          onChange={(_, value) => field.onChange(value ?? '')}
          onInputChange={(_, value, reason) => {
            if (reason === 'input') field.onChange(value);
          }}
          getOptionLabel={(option) => {
            const country = byName.get(option);
            return country ? localCountryName(country, i18n.language) : option;
          }}
          renderOption={({ key, ...props }, option) => {
            const country = byName.get(option);
            return (
              <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
                <span aria-hidden>{country?.flag}</span>
                {country ? localCountryName(country, i18n.language) : option}
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              onBlur={field.onBlur}
              error={!!error}
              helperText={error?.message ? t(error.message, { keySeparator: false, nsSeparator: false, defaultValue: error.message }) : undefined}
              InputProps={{
                ...params.InputProps,
                startAdornment: byName.get(field.value) ? (
                  <Box component="span" aria-hidden sx={{ ml: 1 }}>
                    {byName.get(field.value)!.flag}
                  </Box>
                ) : undefined,
              }}
            />
          )}
        />
      )}
    />
  );
}
