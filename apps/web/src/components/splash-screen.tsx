// Full-page loading state while the session is checked or a route's code loads.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function SplashScreen({ inline = false }: { inline?: boolean }) {
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: inline ? 240 : '100vh', width: 1 }}
    >
      <CircularProgress size={32} />
    </Box>
  );
}
