// A small status label (Completed, Pending, Cancelled…): a tinted background with a dark text
// shade, so it stays readable (WCAG AA) in light and dark mode, unlike an outlined Chip.
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type LabelColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

const DARKER: Record<Exclude<LabelColor, 'default'>, string> = {
  primary: '#091A7A',
  secondary: '#005249',
  info: '#003768',
  success: '#065E49',
  warning: '#7A4100',
  error: '#7A0916',
};

export function Label({ color = 'default', children }: { color?: LabelColor; children: ReactNode }) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const main = color === 'default' ? theme.palette.grey[500] : theme.palette[color].main;
  const text = color === 'default' ? theme.palette.text.secondary : dark ? theme.palette[color].light : DARKER[color];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 0.75,
        borderRadius: 0.75,
        typography: 'caption',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        color: text,
        bgcolor: alpha(main, 0.16),
      }}
    >
      {children}
    </Box>
  );
}
