// The open conversation's other states: it failed to load (Retry, or start a new one), or it is
// loading (message-shaped skeletons, left and right as the bubbles will be).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../lib/paths.ts';

export function ChatConversationFailure({
  error,
  onRetry,
}: {
  error: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Box sx={{ p: 3 }}>
      <RetryAlert message={error ?? ''} onRetry={onRetry} />
      <Button component={RouterLink} to={paths.dashboard.chat.new} sx={{ mt: 2 }}>
        {t('nav.compose')}
      </Button>
    </Box>
  );
}

export function ChatConversationSkeleton() {
  return (
    <Box sx={{ flex: 1, p: 3 }} aria-busy="true">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton
          key={index}
          variant="rounded"
          width={index % 2 ? '40%' : '55%'}
          height={36}
          sx={{ mb: 2, ml: index % 2 ? 'auto' : 0 }}
        />
      ))}
    </Box>
  );
}
