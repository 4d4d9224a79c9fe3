// Nav decorations: a small soft-coloured label ("NEW", counts on sub-items) and the unread
// count on an item's icon (Mail, Chat; hidden at 0).
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function NavIconBadge({
  show,
  count,
  children,
}: {
  show: boolean;
  count: number;
  children: ReactNode;
}) {
  if (!show) return children;
  return (
    // A hidden badge keeps its last number for the exit animation; keep it out of the link's name.
    <Badge
      color="error"
      badgeContent={count}
      invisible={count === 0}
      max={99}
      slotProps={{ badge: { 'aria-hidden': count === 0 } }}
    >
      {children}
    </Badge>
  );
}

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
        color: (theme) =>
          theme.palette.mode === 'light' ? theme.palette[color].dark : theme.palette[color].light,
        bgcolor: (theme) => `${theme.palette[color].main}29`,
      }}
    >
      {children}
    </Box>
  );
}
