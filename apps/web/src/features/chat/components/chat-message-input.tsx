// "Type a message": Enter sends, Shift+Enter starts a new line; not empty, at most 5,000
// characters; emoji, image and file buttons.
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import EmojiEmotionsOutlined from '@mui/icons-material/EmojiEmotionsOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatMessages, MESSAGE_MAX_LENGTH } from '@keel/contracts/chat-constants';

const EMOJIS = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '😎',
  '😢',
  '😮',
  '🙌',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🎉',
  '🔥',
  '✅',
  '❌',
  '❤️',
  '💡',
  '☕',
  '🍕',
  '🚀',
  '⭐',
  '👀',
  '🤝',
  '😅',
  '🥳',
  '😴',
  '🤯',
  '📎',
  '📅',
];

interface ChatMessageInputProps {
  disabled?: boolean;
  onSend: (body: string) => void;
  /** Called as the writer types (the typing indicator). */
  onTyping?: () => void;
  onImage: (file: File) => void;
  onFile: (file: File) => void;
}

export function ChatMessageInput({
  disabled,
  onSend,
  onTyping,
  onImage,
  onFile,
}: ChatMessageInputProps) {
  const { t } = useTranslation(['chat', 'validation']);
  const [body, setBody] = useState('');
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const tooLong = body.length > MESSAGE_MAX_LENGTH;
  const canSend = body.trim().length > 0 && !tooLong && !disabled;

  function send() {
    if (!canSend) return;
    onSend(body.trim());
    setBody('');
  }

  function insert(emoji: string) {
    const element = input.current;
    const start = element?.selectionStart ?? body.length;
    const end = element?.selectionEnd ?? body.length;
    setBody(body.slice(0, start) + emoji + body.slice(end));
    setEmojiAnchor(null);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  }

  const pick = (handler: (file: File) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) handler(file);
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: 1, py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <Tooltip title={t('input.emoji')}>
          <IconButton
            aria-label={t('input.emoji')}
            onClick={(event) => setEmojiAnchor(event.currentTarget)}
            disabled={disabled}
          >
            <EmojiEmotionsOutlined />
          </IconButton>
        </Tooltip>
        <InputBase
          inputRef={input}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          placeholder={t('input.placeholder')}
          multiline
          maxRows={5}
          disabled={disabled}
          fullWidth
          inputProps={{
            'aria-label': t('input.placeholder'),
            'aria-invalid': tooLong || undefined,
          }}
          sx={{ py: 1.25, px: 1, typography: 'body2' }}
        />
        <Tooltip title={t('input.image')}>
          <IconButton
            aria-label={t('input.image')}
            onClick={() => imageInput.current?.click()}
            disabled={disabled}
          >
            <ImageOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('input.attach')}>
          <IconButton
            aria-label={t('input.attach')}
            onClick={() => fileInput.current?.click()}
            disabled={disabled}
          >
            <AttachFileRounded />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('input.send')}>
          <span>
            <IconButton
              color="primary"
              aria-label={t('input.send')}
              onClick={send}
              disabled={!canSend}
            >
              <SendRounded
                sx={{
                  transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                }}
              />
            </IconButton>
          </span>
        </Tooltip>
        <input
          ref={imageInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          onChange={pick(onImage)}
        />
        <input ref={fileInput} type="file" hidden onChange={pick(onFile)} />
      </Box>
      {tooLong && (
        <Typography variant="caption" color="error" sx={{ px: 1.5 }} role="alert">
          {t(ChatMessages.bodyTooLong, {
            ns: 'validation',
            keySeparator: false,
            nsSeparator: false,
          })}
        </Typography>
      )}
      <Popover
        open={Boolean(emojiAnchor)}
        anchorEl={emojiAnchor}
        onClose={() => setEmojiAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          role="listbox"
          aria-label={t('input.emoji')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 36px)', p: 1 }}
        >
          {EMOJIS.map((emoji) => (
            <IconButton
              key={emoji}
              role="option"
              aria-selected={false}
              aria-label={emoji}
              onClick={() => insert(emoji)}
              sx={{ fontSize: 20, width: 36, height: 36 }}
            >
              {emoji}
            </IconButton>
          ))}
        </Box>
      </Popover>
    </Box>
  );
}
