// One message: mine on the inline end in the primary colour, others' on the start with their
// avatar (and name in groups); web addresses are links (chat-links.ts); images open in a
// lightbox; attachments are download chips.
// Messages not saved yet read "Sending…" or "Not sent · Retry". My saved text messages have a
// ⋮ menu to edit them in place or delete them; everyone sees "edited" or "deleted".
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { memo, useRef, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '@keel/contracts/chat-constants';
import { useTranslation } from 'react-i18next';
import type { Participant } from '@keel/contracts/chat';
import type { Attachment } from '@keel/contracts/uploads';
import { config } from '../../../lib/config.ts';
import { formatListDate } from '../../../lib/format-time.ts';
import { fDateTime } from '../../../lib/formatters.ts';
import { linkParts } from '../chat-links.ts';
import { ChatAvatar } from './chat-avatar.tsx';

export interface BubbleMessage {
  id: string;
  body: string;
  contentType: 'text' | 'image';
  attachments: Attachment[];
  createdAt: string;
  editedAt?: string | null;
  deletedAt?: string | null;
  mine: boolean;
  sender?: Participant;
  pending?: 'sending' | 'failed';
}

interface ChatMessageBubbleProps {
  message: BubbleMessage;
  showSender: boolean;
  seen: boolean;
  onImage: (src: string) => void;
  onRetry?: () => void;
  /** Mine and saved: resolves true once the new text is saved. */
  onEdit?: (body: string) => Promise<boolean>;
  onDelete?: () => void;
}

const url = (path: string) => (path.startsWith('/') ? `${config.apiBaseUrl}${path}` : path);

export const ChatMessageBubble = memo(function ChatMessageBubble({
  message,
  showSender,
  seen,
  onImage,
  onRetry,
  onEdit,
  onDelete,
}: ChatMessageBubbleProps) {
  const { t, i18n } = useTranslation('chat');
  const { mine } = message;
  const [menuOpen, setMenuOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const menuAnchor = useRef<HTMLButtonElement>(null);
  const deleted = Boolean(message.deletedAt);
  const canEdit = Boolean(onEdit) && !deleted && message.contentType === 'text' && message.body;
  const canChange = mine && !message.pending && !deleted && (canEdit || Boolean(onDelete));

  async function save() {
    if (draft === null || !onEdit) return;
    const body = draft.trim();
    if (!body || body.length > MESSAGE_MAX_LENGTH) return;
    if (body === message.body) return setDraft(null);
    setSaving(true);
    const saved = await onEdit(body);
    setSaving(false);
    if (saved) setDraft(null);
  }

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        justifyContent: mine ? 'flex-end' : 'flex-start',
        gap: 1.5,
        mb: 2,
        listStyle: 'none',
        '&:hover .bubble-actions, &:focus-within .bubble-actions': { opacity: 1 },
      }}
    >
      {canChange && draft === null && (
        <>
          <IconButton
            ref={menuAnchor}
            size="small"
            aria-label={t('messages.actions')}
            aria-haspopup="menu"
            onClick={() => setMenuOpen(true)}
            className="bubble-actions"
            sx={{
              alignSelf: 'center',
              opacity: { xs: 1, md: 0 },
              '&:focus-visible': { opacity: 1 },
            }}
          >
            <MoreHorizRounded fontSize="small" />
          </IconButton>
          <Menu anchorEl={menuAnchor.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
            {canEdit && (
              <MenuItem
                onClick={() => {
                  setMenuOpen(false);
                  setDraft(message.body);
                }}
              >
                {t('messages.edit')}
              </MenuItem>
            )}
            {onDelete && (
              <MenuItem
                sx={{ color: 'error.main' }}
                onClick={() => {
                  setMenuOpen(false);
                  onDelete();
                }}
              >
                {t('messages.delete')}
              </MenuItem>
            )}
          </Menu>
        </>
      )}
      {!mine && (
        <ChatAvatar
          name={message.sender?.name ?? '?'}
          src={message.sender?.avatar ?? null}
          size={32}
        />
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: mine ? 'flex-end' : 'flex-start',
          maxWidth: { xs: '80%', md: '65%' },
          minWidth: 0,
        }}
      >
        <Typography
          variant="caption"
          color="text.disabled"
          sx={{ mb: 0.5 }}
          title={fDateTime(message.createdAt, i18n.language)}
        >
          {showSender && !mine && message.sender ? `${message.sender.name}, ` : ''}
          {formatListDate(message.createdAt, i18n.language)}
          {message.editedAt && !deleted && (
            <Box
              component="span"
              title={fDateTime(message.editedAt, i18n.language)}
            >{` · ${t('messages.edited')}`}</Box>
          )}
        </Typography>
        {deleted ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              px: 1.5,
              py: 1,
              borderRadius: 1.5,
              border: 1,
              borderColor: 'divider',
              fontStyle: 'italic',
            }}
          >
            {t('messages.deleted')}
          </Typography>
        ) : draft !== null ? (
          <Box
            sx={{
              width: { xs: 240, sm: 320 },
              maxWidth: 1,
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 1.5,
              px: 1.5,
              py: 0.5,
            }}
          >
            <InputBase
              autoFocus
              multiline
              maxRows={6}
              fullWidth
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setDraft(null);
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void save();
                }
              }}
              inputProps={{ 'aria-label': t('messages.editLabel') }}
              sx={{ typography: 'body2' }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
              <Button size="small" color="inherit" onClick={() => setDraft(null)}>
                {t('messages.cancelEdit')}
              </Button>
              <Button
                size="small"
                variant="contained"
                onClick={() => void save()}
                loading={saving}
                disabled={!draft.trim() || draft.length > MESSAGE_MAX_LENGTH}
              >
                {t('messages.saveEdit')}
              </Button>
            </Box>
          </Box>
        ) : message.contentType === 'image' ? (
          <Box
            component="button"
            type="button"
            onClick={() => onImage(url(message.body))}
            aria-label={t('messages.openImage')}
            sx={{
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'zoom-in',
              borderRadius: 1.5,
              overflow: 'hidden',
              opacity: message.pending ? 0.6 : 1,
            }}
          >
            <Box
              component="img"
              src={url(message.body)}
              alt={t('messages.image')}
              sx={{ display: 'block', maxWidth: 320, width: 1, maxHeight: 240, objectFit: 'cover' }}
            />
          </Box>
        ) : (
          message.body && (
            <Box
              dir="auto"
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 1.5,
                typography: 'body2',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                bgcolor: mine ? 'primary.main' : 'action.hover',
                color: mine ? 'primary.contrastText' : 'text.primary',
                opacity: message.pending ? 0.7 : 1,
              }}
            >
              {linkParts(message.body).map((part, index) =>
                part.href ? (
                  <Link
                    key={index}
                    href={part.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="inherit"
                    underline="always"
                  >
                    {part.text}
                  </Link>
                ) : (
                  part.text
                ),
              )}
            </Box>
          )
        )}
        {message.attachments.length > 0 && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.5,
              mt: 0.5,
              justifyContent: mine ? 'flex-end' : 'flex-start',
            }}
          >
            {message.attachments.map((file) =>
              file.preview ? (
                <Box
                  key={file.id}
                  component="button"
                  type="button"
                  onClick={() => onImage(url(file.preview!))}
                  aria-label={t('messages.openImage')}
                  sx={{ p: 0, border: 0, borderRadius: 1, overflow: 'hidden', cursor: 'zoom-in' }}
                >
                  <Box
                    component="img"
                    src={url(file.preview)}
                    alt={file.name}
                    sx={{ display: 'block', width: 120, height: 90, objectFit: 'cover' }}
                  />
                </Box>
              ) : (
                <Chip
                  key={file.id}
                  component="a"
                  href={url(file.url)}
                  clickable
                  size="small"
                  icon={<AttachFileRounded />}
                  label={file.name}
                  variant="outlined"
                />
              ),
            )}
          </Box>
        )}
        {message.pending === 'sending' && (
          <Typography variant="caption" color="text.disabled" sx={{ mt: 0.25 }}>
            {t('messages.sending')}
          </Typography>
        )}
        {message.pending === 'failed' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}>
            <Typography variant="caption" color="error.main">
              {t('messages.notSent')}
            </Typography>
            <Button
              size="small"
              color="error"
              onClick={onRetry}
              sx={{ minWidth: 0, py: 0, typography: 'caption', fontWeight: 700 }}
            >
              {t('messages.retry')}
            </Button>
          </Box>
        )}
        {seen && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ mt: 0.25 }}
            data-testid="seen-marker"
          >
            {t('messages.seen')}
          </Typography>
        )}
      </Box>
    </Box>
  );
});
