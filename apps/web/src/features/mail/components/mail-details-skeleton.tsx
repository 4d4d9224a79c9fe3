// What the reading pane shows while a mail (or the pane's own code) loads.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export function MailDetailsSkeleton() {
  return (
    <Box sx={{ p: 3 }} aria-busy="true">
      <Skeleton width="40%" height={32} />
      <Skeleton width="60%" />
      <Skeleton variant="rounded" height={200} sx={{ mt: 3 }} />
    </Box>
  );
}
