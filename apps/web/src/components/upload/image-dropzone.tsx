// Multi-image dropzone (docs/spec/pages.md#uploads): checks type and size before uploading, shows
// previews in order (the first is the cover), lets the user reorder and remove. The upload
// itself is the caller's (it knows the API), so this stays feature-agnostic. Single avatar or
// cover pickers that upload at once are image-upload.tsx; both check with the uploads contract.
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Close from '@mui/icons-material/Close';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@keel/contracts/uploads-constants';

export interface ImageDropzoneProps {
  /** Image URLs in order; the first is the cover. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** Uploads one file and resolves to its URL; a rejection's text is shown. */
  upload: (file: File) => Promise<string>;
  /** Turns a stored path into something an <img> can load. */
  toSrc?: (url: string) => string | undefined;
  error?: boolean;
  helperText?: React.ReactNode;
  max?: number;
}

export function ImageDropzone({
  value,
  onChange,
  upload,
  toSrc = (url) => url,
  error,
  helperText,
  max = 12,
}: ImageDropzoneProps) {
  const { t } = useTranslation('upload');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [pending, setPending] = useState(0);
  const [problem, setProblem] = useState('');

  async function accept(files: File[]) {
    setProblem('');
    const room = Math.max(0, max - value.length);
    const chosen = files.slice(0, room);
    for (const file of chosen) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
        return setProblem(t('notAnImage'));
      if (file.size > IMAGE_MAX_BYTES) return setProblem(t('tooLarge'));
    }
    setPending((count) => count + chosen.length);
    const urls: string[] = [];
    for (const file of chosen) {
      try {
        urls.push(await upload(file));
      } catch (failure) {
        setProblem(
          typeof failure === 'string'
            ? failure
            : ((failure as { message?: string }).message ?? t('failed')),
        );
      } finally {
        setPending((count) => count - 1);
      }
    }
    if (urls.length > 0) onChange([...value, ...urls]);
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void accept([...event.dataTransfer.files]);
  };
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <Box>
      <Box
        component="label"
        htmlFor={inputId}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 4,
          borderRadius: 1,
          cursor: 'pointer',
          textAlign: 'center',
          border: `1px dashed ${error ? theme.palette.error.main : alpha(theme.palette.grey[500], 0.32)}`,
          bgcolor: dragging
            ? alpha(theme.palette.primary.main, 0.08)
            : alpha(theme.palette.grey[500], 0.08),
          '&:hover': { opacity: 0.72 },
          '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}` },
        })}
      >
        <CloudUpload color={error ? 'error' : 'primary'} sx={{ fontSize: 40 }} />
        <Typography variant="subtitle1">{t('dropOrSelect')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('caption')}
        </Typography>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          hidden
          aria-label={t('dropOrSelect')}
          onChange={(event) => {
            void accept([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {(problem || helperText) && (
        <FormHelperText error={Boolean(problem) || error} sx={{ px: 2 }}>
          {problem || helperText}
        </FormHelperText>
      )}
      {(value.length > 0 || pending > 0) && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
        >
          {value.map((url, index) => (
            <Box
              component="li"
              key={`${url}-${index}`}
              sx={{
                position: 'relative',
                width: 96,
                height: 96,
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                component="img"
                src={toSrc(url)}
                alt={t('image', { number: index + 1 })}
                sx={{ width: 1, height: 1, objectFit: 'cover' }}
              />
              {index === 0 && (
                <Typography
                  variant="caption"
                  sx={{
                    position: 'absolute',
                    left: 4,
                    bottom: 4,
                    px: 0.5,
                    borderRadius: 0.5,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 700,
                  }}
                >
                  {t('cover')}
                </Typography>
              )}
              <Box
                sx={{ position: 'absolute', top: 2, insetInlineEnd: 2, display: 'flex', gap: 0.25 }}
              >
                {index > 0 && (
                  <IconButton
                    size="small"
                    aria-label={t('moveEarlier')}
                    onClick={() => move(index, index - 1)}
                    sx={iconSx}
                  >
                    <ArrowBack
                      sx={{
                        fontSize: 14,
                        transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
                      }}
                    />
                  </IconButton>
                )}
                {index < value.length - 1 && (
                  <IconButton
                    size="small"
                    aria-label={t('moveLater')}
                    onClick={() => move(index, index + 1)}
                    sx={iconSx}
                  >
                    <ArrowForward
                      sx={{
                        fontSize: 14,
                        transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
                      }}
                    />
                  </IconButton>
                )}
                <IconButton
                  size="small"
                  aria-label={t('remove')}
                  onClick={() => onChange(value.filter((_, other) => other !== index))}
                  sx={iconSx}
                >
                  <Close sx={{ fontSize: 14 }} />
                </IconButton>
              </Box>
            </Box>
          ))}
          {Array.from({ length: pending }, (_, index) => (
            <Box
              component="li"
              key={`pending-${index}`}
              sx={{
                width: 96,
                height: 96,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <CircularProgress size={24} aria-label={t('uploading')} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

const iconSx = {
  p: 0.25,
  color: 'common.white',
  bgcolor: 'rgba(20, 26, 33, 0.56)',
  '&:hover': { bgcolor: 'rgba(20, 26, 33, 0.8)' },
};
