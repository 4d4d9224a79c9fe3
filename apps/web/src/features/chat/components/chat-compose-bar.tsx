// The top of a new conversation: the recipient picker, with the conversations button on a phone.
// The picker (MUI's Autocomplete) loads when a new conversation starts: the chat's first load
// does without it.
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Contact } from '@keel/contracts/chat';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const ChatRecipients = lazy(() =>
  import('./chat-recipients.tsx').then((module) => ({ default: module.ChatRecipients })),
);

export function ChatComposeBar({
  contacts,
  value,
  onChange,
  onOpenNav,
}: {
  contacts: Contact[];
  value: Contact[];
  onChange: (next: Contact[]) => void;
  /** On a phone: opens the conversations drawer. */
  onOpenNav?: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      {onOpenNav && (
        <IconButton onClick={onOpenNav} aria-label={t('nav.open')} sx={{ ml: 1 }}>
          <MenuRounded />
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={null}>
          <ChatRecipients contacts={contacts} value={value} onChange={onChange} />
        </Suspense>
      </Box>
    </Box>
  );
}
