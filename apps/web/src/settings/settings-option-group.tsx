// One option of the settings drawer as a group of radio cards (native radios, so arrows and
// screen readers work as usual); the chosen card is tinted with the primary colour.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon: ReactNode;
  /** Show the label to assistive technology only (colour swatches). */
  hideLabel?: boolean;
}

export function OptionGroup<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  columns = 2,
}: {
  name: string;
  label: string;
  value: T;
  options: Choice<T>[];
  onChange: (value: T) => void;
  columns?: number;
}) {
  const labelId = useId();
  return (
    <Box role="radiogroup" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 1.5 }}>
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <Box
              key={option.value}
              component="label"
              title={option.hideLabel ? option.label : undefined}
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1,
                minHeight: option.hideLabel ? 56 : 80,
                px: 1,
                py: 1.5,
                borderRadius: 1.5,
                border: 1,
                borderColor: 'divider',
                cursor: 'pointer',
                color: 'text.disabled',
                textAlign: 'center',
                transition: (theme) =>
                  theme.transitions.create(['background-color', 'color', 'box-shadow']),
                '&:hover': { bgcolor: 'action.hover' },
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
                ...(selected && {
                  color: 'primary.main',
                  bgcolor: (theme) => `${theme.palette.primary.main}14`,
                  borderColor: (theme) => `${theme.palette.primary.main}7A`,
                  boxShadow: (theme) => theme.customShadows.z1,
                }),
              }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={option.value}
                checked={selected}
                onChange={() => onChange(option.value)}
                aria-label={option.label}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  zIndex: 1,
                  opacity: 0,
                  m: 0,
                  cursor: 'pointer',
                }}
              />
              <Box sx={{ display: 'inline-flex', '& svg': { fontSize: 24 } }}>{option.icon}</Box>
              {!option.hideLabel && (
                <Typography
                  variant="caption"
                  sx={{ fontWeight: 600, color: selected ? 'text.primary' : 'text.secondary' }}
                >
                  {option.label}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
