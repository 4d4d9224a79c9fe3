// The width every dashboard page uses: `lg`, or the full width with the Stretch setting
// (docs/spec/pages.md#shared-rules), which shows from `xl` (> 1600 px) where `lg` leaves margins. The bottom padding
// keeps the floating mode button (48 px, 24 px in) off the last row when scrolled to the end.
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useSettings } from '../../settings/settings-store.ts';

export function DashboardContent({
  children,
  maxWidth = 'lg',
}: {
  children: ReactNode;
  maxWidth?: 'lg' | 'xl' | false;
}) {
  const { themeStretch } = useSettings();
  return (
    <Container
      maxWidth={themeStretch ? false : maxWidth}
      sx={{ pb: 12, ...(themeStretch && { px: { lg: 5 } }) }}
    >
      {children}
    </Container>
  );
}
