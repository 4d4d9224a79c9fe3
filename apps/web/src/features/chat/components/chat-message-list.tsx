// The messages of a conversation, oldest at the top: stays at the bottom as messages arrive,
// loads 50 older ones when scrolled to the top (keeping the reading position), lightbox for images.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { BubbleMessage } from './chat-message-bubble.tsx';
import { ChatMessageBubble } from './chat-message-bubble.tsx';

interface ChatMessageListProps {
  messages: BubbleMessage[];
  isGroup: boolean;
  seenId: string | null;
  hasOlder: boolean;
  onLoadOlder: () => Promise<void>;
  onRetry: (id: string) => void;
  onEdit: (id: string, body: string) => Promise<boolean>;
  onDelete: (id: string) => Promise<unknown>;
  emptyText: string;
}

export function ChatMessageList({
  messages,
  isGroup,
  seenId,
  hasOlder,
  onLoadOlder,
  onRetry,
  onEdit,
  onDelete,
  emptyText,
}: ChatMessageListProps) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const restoreFrom = useRef<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (restoreFrom.current !== null) {
      // Older messages were added above: keep what the reader was looking at in place.
      element.scrollTop = element.scrollHeight - restoreFrom.current;
      restoreFrom.current = null;
      return;
    }
    const mineLast = messages.at(-1)?.mine;
    if (nearBottom.current || mineLast) element.scrollTop = element.scrollHeight;
  }, [messages.length, lastId]); // eslint-disable-line react-hooks/exhaustive-deps -- scroll only when messages are added

  async function onScroll() {
    const element = scroller.current;
    if (!element) return;
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 120;
    if (element.scrollTop < 60 && hasOlder && !loadingOlder) {
      setLoadingOlder(true);
      restoreFrom.current = element.scrollHeight - element.scrollTop;
      try {
        await onLoadOlder();
      } finally {
        setLoadingOlder(false);
      }
    }
  }

  return (
    // Focusable, so the history scrolls with the keyboard too.
    <Box
      ref={scroller}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label={t('messages.label')}
      sx={{ flex: 1, overflowY: 'auto', minHeight: 0, px: { xs: 2, md: 3 }, pt: 2 }}
    >
      {loadingOlder && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={20} aria-label={t('messages.loadingOlder')} />
        </Box>
      )}
      {messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 8 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box component="ol" aria-label={t('messages.label')} aria-live="polite" sx={{ m: 0, p: 0 }}>
          {messages.map((message) => (
            <ChatMessageBubble
              key={message.id}
              message={message}
              showSender={isGroup}
              seen={message.id === seenId}
              onImage={setImage}
              onRetry={message.pending === 'failed' ? () => onRetry(message.id) : undefined}
              onEdit={message.mine ? (body) => onEdit(message.id, body) : undefined}
              onDelete={message.mine ? () => setDeleting(message.id) : undefined}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('messages.deleteTitle')}
        content={t('messages.deleteContent')}
        actionLabel={t('messages.delete')}
        cancelLabel={t('messages.cancelEdit')}
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
      <Dialog
        open={Boolean(image)}
        onClose={() => setImage(null)}
        maxWidth="lg"
        aria-label={t('messages.image')}
      >
        {image && (
          <Box
            component="img"
            src={image}
            alt={t('messages.image')}
            onClick={() => setImage(null)}
            sx={{ display: 'block', maxWidth: '90vw', maxHeight: '85vh' }}
          />
        )}
      </Dialog>
    </Box>
  );
}
