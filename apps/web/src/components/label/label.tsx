// A small coloured status label (stock, NEW/SALE, invoice status).
import Box, { type BoxProps } from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { fillShade, softTextShade } from '../../theme/contrast.ts';

export type LabelColor =
  'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export interface LabelProps extends BoxProps {
  color?: LabelColor;
  variant?: 'soft' | 'filled';
}

export function Label({ color = 'default', variant = 'soft', sx, children, ...other }: LabelProps) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const main = color === 'default' ? theme.palette.grey[500] : theme.palette[color].main;
  // Text shades that keep 4.5:1 on the label (theme/contrast.ts).
  const soft = color === 'default' ? theme.palette.text.primary : softTextShade(theme, color);
  const fill = color === 'default' ? theme.palette.grey[dark ? 600 : 700] : fillShade(theme, color);
  return (
    <Box
      component="span"
      sx={{
        height: 24,
        minWidth: 24,
        px: 0.75,
        borderRadius: 0.75,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        whiteSpace: 'nowrap',
        typography: 'caption',
        fontWeight: 700,
        lineHeight: 1.5,
        ...(variant === 'filled'
          ? {
              bgcolor: fill,
              color:
                color === 'default'
                  ? theme.palette.common.white
                  : theme.palette[color].contrastText,
            }
          : { bgcolor: alpha(main, 0.16), color: soft }),
        ...sx,
      }}
      {...other}
    >
      {children}
    </Box>
  );
}
