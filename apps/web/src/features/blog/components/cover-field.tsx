// The cover dropzone: uploads an image (jpeg/png/gif/webp ≤ 3.1 MB) and stores its URL.
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, UploadMessages } from '@keel/contracts/uploads-constants';
import { useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/http.ts';
import { uploadBlogImage } from '../blog.api.ts';

export function CoverField({ name }: { name: string }) {
  const { control } = useFormContext();
  const { t } = useTranslation('blog');
  const { t: tv } = useTranslation('validation');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => {
        async function choose(file: File | undefined) {
          if (!file) return;
          setProblem(null);
          if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
            return setProblem(UploadMessages.notAnImage);
          if (file.size > IMAGE_MAX_BYTES) return setProblem(UploadMessages.imageTooLarge);
          setBusy(true);
          try {
            const { upload } = await uploadBlogImage(file);
            field.onChange(upload.url);
          } catch (failure) {
            setProblem(failureMessage(failure));
          } finally {
            setBusy(false);
          }
        }
        const message = problem ?? error?.message;
        return (
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('form.cover')}
            </Typography>
            {field.value ? (
              <Box sx={{ position: 'relative', borderRadius: 1.5, overflow: 'hidden' }}>
                <Box
                  component="img"
                  src={field.value as string}
                  alt={t('form.cover')}
                  sx={{ width: 1, maxHeight: 320, objectFit: 'cover', display: 'block' }}
                />
                <IconButton
                  aria-label={t('form.removeCover')}
                  onClick={() => field.onChange('')}
                  size="small"
                  sx={{
                    position: 'absolute',
                    top: 8,
                    insetInlineEnd: 8,
                    bgcolor: 'rgba(0,0,0,0.48)',
                    color: 'common.white',
                  }}
                >
                  <CloseRounded fontSize="small" />
                </IconButton>
              </Box>
            ) : (
              <Box
                role="button"
                tabIndex={0}
                aria-label={t('form.coverHint')}
                onClick={() => input.current?.click()}
                onKeyDown={(event) =>
                  (event.key === 'Enter' || event.key === ' ') && input.current?.click()
                }
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  void choose(event.dataTransfer.files[0]);
                }}
                sx={{
                  p: 5,
                  textAlign: 'center',
                  borderRadius: 1.5,
                  border: 1,
                  borderStyle: 'dashed',
                  borderColor: message ? 'error.main' : 'divider',
                  bgcolor: 'action.hover',
                  cursor: 'pointer',
                  opacity: busy ? 0.5 : 1,
                }}
              >
                <CloudUploadRounded color="primary" sx={{ fontSize: 44 }} />
                <Typography variant="subtitle1">
                  {busy ? t('form.uploading') : t('form.coverHint')}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('form.coverCaption')}
                </Typography>
              </Box>
            )}
            {message && (
              <Typography
                variant="caption"
                color="error"
                role="alert"
                sx={{ display: 'block', mt: 1, mx: 1.75 }}
              >
                {tv(message, { keySeparator: false, nsSeparator: false, defaultValue: message })}
              </Typography>
            )}
            <input
              ref={input}
              hidden
              type="file"
              accept={IMAGE_TYPES.join(',')}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </Box>
        );
      }}
    />
  );
}
