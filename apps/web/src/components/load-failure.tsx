// What a page shows when the one entity it loads fails (docs/spec/pages.md#ui States): "{Entity} not found"
// for a 404, else the error with Retry; a link back to the list either way.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from './router-link.tsx';

export interface LoadFailureProps {
  /** The failure message (the server's `message`). */
  error: string;
  /** The server's 404 message, e.g. "Invoice not found": that failure reads as missing, not as an error. */
  notFoundMessage: string;
  /** The translated "{Entity} not found". */
  notFoundText: string;
  retryLabel: string;
  onRetry: () => void;
  backTo: string;
  backLabel: string;
}

export function LoadFailure({
  error,
  notFoundMessage,
  notFoundText,
  retryLabel,
  onRetry,
  backTo,
  backLabel,
}: LoadFailureProps) {
  return (
    <Stack spacing={3} sx={{ py: 10, alignItems: 'center', textAlign: 'center' }}>
      {error === notFoundMessage ? (
        <Typography variant="h5" component="p">
          {notFoundText}
        </Typography>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {retryLabel}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} color="inherit">
        {backLabel}
      </Button>
    </Stack>
  );
}
