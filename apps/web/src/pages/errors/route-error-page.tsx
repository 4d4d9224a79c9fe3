// A render crash anywhere below the root shows the 500 content in the compact layout.
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ShellHandOff } from '../../components/prerendered-shell.tsx';
import { SimpleHeader } from '../../layouts/simple/compact-layout.tsx';
import { Page500 } from './page-500.tsx';

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ShellHandOff />
      <SimpleHeader />
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          py: 5,
        }}
      >
        <Box sx={{ width: 1, maxWidth: 420, textAlign: 'center' }}>
          <Page500 onRetry={() => window.location.reload()} />
        </Box>
      </Box>
    </Box>
  );
}
