// A labelled row of the card drawer (label beside the field, above it on phones).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function KanbanDrawerRow({
  label,
  children,
  labelId,
}: {
  label: string;
  children: ReactNode;
  labelId?: string;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <Typography
        id={labelId}
        variant="caption"
        color="text.secondary"
        sx={{ width: 100, flexShrink: 0, pt: { sm: 1 }, fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}
