// A small soft-coloured label for nav badges ("NEW", unread counts).
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function NavLabel({ color, children }: { color: 'error' | 'info'; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        height: 20,
        px: 0.75,
        borderRadius: 0.75,
        typography: 'caption',
        fontSize: 11,
        fontWeight: 700,
        lineHeight: 1,
        color: (theme) => (theme.palette.mode === 'light' ? theme.palette[color].dark : theme.palette[color].light),
        bgcolor: (theme) => `${theme.palette[color].main}29`,
      }}
    >
      {children}
    </Box>
  );
}
