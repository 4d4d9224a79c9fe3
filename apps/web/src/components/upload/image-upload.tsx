// Image picker that uploads at once (lib/upload.ts, kind `image`) and hands back the public
// URL: a round avatar or a wide cover. Checks type and size first with the server's messages.
import AddAPhotoRounded from '@mui/icons-material/AddAPhotoRounded';
import { Avatar } from '../avatar.tsx';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, UploadMessages } from '@keel/contracts/uploads-constants';
import { mediaUrl } from '../../lib/media-url.ts';
import { failureMessage } from '../../lib/http.ts';
import { uploadFile } from '../../lib/upload.ts';

interface Props {
  value: string | null;
  onChange: (url: string) => void;
  variant?: 'avatar' | 'cover';
  /** Shown in the empty picker and as the accessible name. */
  label: string;
  disabled?: boolean;
  error?: string;
}

/** Client-side check with the server's messages; '' when the file may go up. */
export function imageProblem(file: File): string {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return UploadMessages.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return UploadMessages.imageTooLarge;
  return '';
}

export async function uploadImage(file: File): Promise<string> {
  const { upload } = await uploadFile(file, 'image');
  return upload.url;
}

export function ImageUpload({
  value,
  onChange,
  variant = 'avatar',
  label,
  disabled,
  error,
}: Props) {
  const { t } = useTranslation(['ui-kit', 'validation']);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const shown = problem || error || '';

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = imageProblem(file);
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      onChange(await uploadImage(file));
    } catch (failure) {
      setProblem(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const round = variant === 'avatar';
  return (
    <Box sx={{ textAlign: 'center' }}>
      <ButtonBase
        component="label"
        htmlFor={inputId}
        disabled={disabled || busy}
        aria-label={label}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          width: round ? 144 : 1,
          height: round ? 144 : 160,
          borderRadius: round ? '50%' : 2,
          border: '1px dashed',
          borderColor: shown ? 'error.main' : 'divider',
          p: round ? 1 : 0,
          '&:hover .image-upload-overlay, &:focus-visible .image-upload-overlay': { opacity: 1 },
        }}
      >
        {round && value ? (
          <Avatar src={mediaUrl(value)} alt="" sx={{ width: 1, height: 1, fontSize: 40 }} />
        ) : round ? (
          // Empty: a plain disc under the camera and label (an Avatar's stand-in person or
          // initials drew under them, and the label was unreadable over it: issue 19).
          <Box sx={{ width: 1, height: 1, borderRadius: '50%', bgcolor: 'action.hover' }} />
        ) : value ? (
          <Box
            component="img"
            src={mediaUrl(value)}
            alt=""
            sx={{ width: 1, height: 1, objectFit: 'cover' }}
          />
        ) : null}
        <Box
          className="image-upload-overlay"
          sx={{
            position: 'absolute',
            inset: round ? 8 : 0,
            borderRadius: round ? '50%' : 2,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            color: value ? 'common.white' : 'text.secondary',
            bgcolor: value ? 'rgba(22, 28, 36, 0.64)' : 'transparent',
            opacity: value && !busy ? 0 : 1,
            transition: 'opacity 0.2s',
          }}
        >
          {busy ? <CircularProgress size={28} color="inherit" /> : <AddAPhotoRounded />}
          <Typography variant="caption">{value ? t('ui-kit:upload.change') : label}</Typography>
        </Box>
        <input id={inputId} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={pick} />
      </ButtonBase>
      <Typography
        variant="caption"
        component="p"
        color={shown ? 'error' : 'text.secondary'}
        sx={{ mt: 2, mx: 'auto', maxWidth: 220 }}
        role={shown ? 'alert' : undefined}
      >
        {shown
          ? t(shown, {
              ns: 'validation',
              keySeparator: false,
              nsSeparator: false,
              defaultValue: shown,
            })
          : t('ui-kit:upload.allowed')}
      </Typography>
    </Box>
  );
}
