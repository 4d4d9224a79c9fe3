// "Share what you are thinking here…": a post with text and an optional photo, on my profile.
import ImageRounded from '@mui/icons-material/ImageRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PostNewBodySchema } from '@keel/contracts/profile';
import { IMAGE_TYPES } from '@keel/contracts/uploads-constants';
import { imageProblem, uploadImage } from '../../components/upload/image-upload.tsx';
import { mediaUrl } from '../../lib/media-url.ts';
import { failureMessage } from '../../lib/http.ts';
import { useNewProfilePostMutation } from './profile.api.ts';

/** The posts and the profile's counts are read again after a post (profile.api.ts). */
export function ProfilePostComposer() {
  const { t } = useTranslation(['profile', 'validation']);
  const inputId = useId();
  const [message, setMessage] = useState('');
  const [media, setMedia] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);
  const [posting, setPosting] = useState(false);
  const [newPost] = useNewProfilePostMutation();

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      setMedia(await uploadImage(file));
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setUploading(false);
    }
  };

  const post = async () => {
    const parsed = PostNewBodySchema.safeParse({ message, media });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setPosting(true);
    setError('');
    try {
      await newPost({ body: parsed.data }).unwrap();
      setMessage('');
      setMedia(null);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setPosting(false);
    }
  };

  return (
    <Card sx={{ p: 3 }}>
      <InputBase
        multiline
        fullWidth
        minRows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={t('composer.placeholder')}
        inputProps={{ 'aria-label': t('composer.placeholder'), maxLength: 5000 }}
        sx={{
          p: 2,
          mb: 2,
          borderRadius: 1,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
        }}
      />
      {media && (
        <Box sx={{ position: 'relative', mb: 2, width: 160 }}>
          <Box
            component="img"
            src={mediaUrl(media)}
            alt=""
            sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
          <IconButton
            size="small"
            onClick={() => setMedia(null)}
            aria-label={t('composer.removePhoto')}
            sx={{
              position: 'absolute',
              top: 4,
              right: 4,
              bgcolor: 'rgba(0,0,0,0.48)',
              color: 'common.white',
            }}
          >
            <CloseRounded fontSize="small" />
          </IconButton>
        </Box>
      )}
      {error && (
        <Typography variant="body2" color="error" role="alert" sx={{ mb: 2 }}>
          {t(error, {
            ns: 'validation',
            keySeparator: false,
            nsSeparator: false,
            defaultValue: error,
          })}
        </Typography>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Button
          component="label"
          htmlFor={inputId}
          color="inherit"
          startIcon={uploading ? <CircularProgress size={18} /> : <ImageRounded color="success" />}
          disabled={uploading}
        >
          {t('composer.photo')}
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            onChange={pickPhoto}
          />
        </Button>
        <Button variant="contained" onClick={() => void post()} loading={posting}>
          {t('composer.post')}
        </Button>
      </Stack>
    </Card>
  );
}
