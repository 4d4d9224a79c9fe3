// Six one-digit boxes for a verification code (docs/spec/pages.md#auth): digits only, typing moves to the
// next box, Backspace goes back, pasting fills them all. Bound to a react-hook-form field.
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@keel/contracts/verification';

export function CodeInput({ name = 'code', label }: { name?: string; label: string }) {
  const { control } = useFormContext();
  const { t } = useTranslation('validation');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) =>
    boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => {
        const digits = Array.from(
          { length: CODE_LENGTH },
          (_, index) => (field.value as string | undefined)?.[index] ?? '',
        );
        const write = (next: string[]) => field.onChange(next.join('').replace(/\s/g, ''));
        const type = (index: number, raw: string) => {
          const digit = raw.replace(/\D/g, '').slice(-1);
          if (!digit) return;
          const next = [...digits];
          next[index] = digit;
          write(next);
          focus(index + 1);
        };
        const key = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Backspace') {
            event.preventDefault();
            const next = [...digits];
            if (next[index]) {
              next[index] = '';
            } else if (index > 0) {
              next[index - 1] = '';
              focus(index - 1);
            }
            write(next);
          } else if (event.key === 'ArrowLeft') focus(index - 1);
          else if (event.key === 'ArrowRight') focus(index + 1);
        };
        const paste = (event: ClipboardEvent<HTMLInputElement>) => {
          const pasted = event.clipboardData
            .getData('text')
            .replace(/\D/g, '')
            .slice(0, CODE_LENGTH);
          if (!pasted) return;
          event.preventDefault();
          field.onChange(pasted);
          focus(pasted.length);
        };
        return (
          <Box role="group" aria-label={label}>
            <Box sx={{ display: 'flex', gap: 1.25, justifyContent: 'center' }} dir="ltr">
              {digits.map((digit, index) => (
                <InputBase
                  key={index}
                  inputRef={(element: HTMLInputElement | null) => {
                    boxes.current[index] = element;
                  }}
                  value={digit}
                  onChange={(event) => type(index, event.target.value)}
                  onKeyDown={(event) => key(index, event as KeyboardEvent<HTMLInputElement>)}
                  onPaste={(event) => paste(event as ClipboardEvent<HTMLInputElement>)}
                  onFocus={(event) => (event.target as HTMLInputElement).select()}
                  onBlur={field.onBlur}
                  inputProps={{
                    inputMode: 'numeric',
                    autoComplete: index === 0 ? 'one-time-code' : 'off',
                    maxLength: 2,
                    'aria-label': `${label} ${index + 1}`,
                    style: { textAlign: 'center' },
                  }}
                  sx={{
                    width: { xs: 40, sm: 52 },
                    height: { xs: 48, sm: 56 },
                    borderRadius: 1,
                    border: 1,
                    borderColor: error ? 'error.main' : 'divider',
                    typography: 'h5',
                    '&.Mui-focused': {
                      borderColor: error ? 'error.main' : 'primary.main',
                      boxShadow: (theme) =>
                        `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
                    },
                  }}
                />
              ))}
            </Box>
            {error?.message && (
              <FormHelperText error sx={{ textAlign: 'center' }}>
                {t(error.message, {
                  keySeparator: false,
                  nsSeparator: false,
                  defaultValue: error.message,
                })}
              </FormHelperText>
            )}
          </Box>
        );
      }}
    />
  );
}
