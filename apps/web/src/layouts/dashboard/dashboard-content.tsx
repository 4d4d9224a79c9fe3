// The width every dashboard page uses: `lg` (full width with Stretch, pages.md §0).
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

export function DashboardContent({ children, maxWidth = 'lg' }: { children: ReactNode; maxWidth?: 'lg' | 'xl' | false }) {
  return (
    <Container maxWidth={maxWidth} sx={{ pb: 8 }}>
      {children}
    </Container>
  );
}
