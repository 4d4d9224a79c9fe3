// Country autocomplete bound to react-hook-form, each country marked with its ISO code (emoji
// flags do not render on every system). Stores the English name; any other text is kept as
// typed (older records may name a region this list does not have).
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countries, localCountryName } from '../../lib/countries.ts';

function CountryCode({ code }: { code?: string }) {
  if (!code) return null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        ml: 0.5,
        px: 0.5,
        borderRadius: 0.5,
        typography: 'caption',
        fontWeight: 700,
        bgcolor: 'action.selected',
        color: 'text.secondary',
      }}
    >
      {code}
    </Box>
  );
}

export function RHFCountryField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { t, i18n } = useTranslation('validation');
  const options = useMemo(() => countries(), []);
  const byName = useMemo(
    () => new Map(options.map((country) => [country.name, country])),
    [options],
  );
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
                <CountryCode code={country?.code} />
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
              helperText={
                error?.message
                  ? t(error.message, {
                      keySeparator: false,
                      nsSeparator: false,
                      defaultValue: error.message,
                    })
                  : undefined
              }
              InputProps={{
                ...params.InputProps,
                startAdornment: byName.get(field.value) ? (
                  <CountryCode code={byName.get(field.value)!.code} />
                ) : undefined,
              }}
            />
          )}
        />
      )}
    />
  );
}
