// One profile post: author, time, text, photo; like with the people who liked it; comments
// and a comment box (docs/spec/pages.md#users).
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import { Avatar } from '../../components/avatar.tsx';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PostCommentBodySchema, type ProfilePost } from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import { mediaUrl } from '../../lib/media-url.ts';
import { failureMessage } from '../../lib/http.ts';
import { useCommentProfilePostMutation, useLikeProfilePostMutation } from './profile.api.ts';
import { localeOf } from '../../lib/formatters.ts';

function useDateTime() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
}

/** The post comes from the cached feed, which the like and the comment patch (profile.api.ts). */
export function ProfilePostCard({ post, me }: { post: ProfilePost; me: User }) {
  const { t } = useTranslation(['profile', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const format = useDateTime();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState('');
  const [sending, setSending] = useState(false);
  const [likePost] = useLikeProfilePostMutation();
  const [commentPost] = useCommentProfilePostMutation();
  const translate = (message: string) =>
    t(message, {
      ns: 'validation',
      keySeparator: false,
      nsSeparator: false,
      defaultValue: message,
    });

  const like = async (liked: boolean) => {
    try {
      await likePost({ body: { postId: post.id, liked } }).unwrap();
    } catch (failure) {
      enqueueSnackbar(translate(failureMessage(failure)), { variant: 'error' });
    }
  };

  const send = async () => {
    const parsed = PostCommentBodySchema.safeParse({ postId: post.id, message: comment });
    if (!parsed.success) {
      setCommentError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setSending(true);
    try {
      await commentPost({ body: { postId: post.id, message: parsed.data.message } }).unwrap();
      setComment('');
      setCommentError('');
    } catch (failure) {
      setCommentError(failureMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card component="article">
      <CardHeader
        avatar={
          <Avatar src={mediaUrl(post.author.photoURL)} alt="">
            {post.author.displayName.charAt(0)}
          </Avatar>
        }
        title={<Typography variant="subtitle2">{post.author.displayName}</Typography>}
        subheader={
          <Typography variant="caption" color="text.secondary">
            {format(post.createdAt)}
          </Typography>
        }
      />
      {post.message && (
        <Typography sx={{ px: 3, whiteSpace: 'pre-wrap' }}>{post.message}</Typography>
      )}
      {post.media && (
        <Box sx={{ p: 1 }}>
          <Box
            component="img"
            src={mediaUrl(post.media)}
            alt=""
            loading="lazy"
            sx={{
              width: 1,
              borderRadius: 1.5,
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              display: 'block',
            }}
          />
        </Box>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
        <Checkbox
          checked={post.isLiked}
          onChange={(event) => void like(event.target.checked)}
          icon={<FavoriteBorderRounded />}
          checkedIcon={<FavoriteRounded />}
          color="error"
          slotProps={{ input: { 'aria-label': post.isLiked ? t('unlike') : t('like') } }}
        />
        <Typography
          variant="body2"
          sx={{ mr: 1 }}
          aria-label={t('likes', { count: post.likeCount })}
        >
          {post.likeCount}
        </Typography>
        {post.personLikes.length > 0 && (
          <AvatarGroup
            max={4}
            sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 } }}
          >
            {post.personLikes.map((person) => (
              <Avatar key={person.id} src={mediaUrl(person.photoURL)} alt={person.displayName}>
                {person.displayName.charAt(0)}
              </Avatar>
            ))}
          </AvatarGroup>
        )}
      </Stack>
      {post.comments.length > 0 && (
        <Stack spacing={1.5} sx={{ px: 3, pb: 2 }}>
          {post.comments.map((item) => (
            <Stack key={item.id} direction="row" spacing={2}>
              <Avatar src={mediaUrl(item.author.photoURL)} alt="" sx={{ width: 32, height: 32 }}>
                {item.author.displayName.charAt(0)}
              </Avatar>
              <Box sx={{ p: 1.5, flexGrow: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ justifyContent: 'space-between', mb: 0.5 }}
                >
                  <Typography variant="subtitle2">{item.author.displayName}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {format(item.createdAt)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {item.message}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={2} sx={{ px: 3, pb: 3, alignItems: 'flex-start' }}>
        <Avatar src={mediaUrl(me.photoURL)} alt="" sx={{ width: 40, height: 40 }}>
          {me.displayName.charAt(0)}
        </Avatar>
        <TextField
          fullWidth
          size="small"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          placeholder={t('writeComment')}
          error={!!commentError}
          helperText={commentError ? translate(commentError) : undefined}
          slotProps={{
            htmlInput: { 'aria-label': t('writeComment'), maxLength: 2000 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => void send()}
                    disabled={sending}
                    aria-label={t('sendComment')}
                    edge="end"
                  >
                    <SendRounded />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
    </Card>
  );
}
