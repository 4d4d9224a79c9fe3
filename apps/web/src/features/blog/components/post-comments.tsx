// "Comments ({n})": threads 10 a page with their replies; signed-in readers comment and reply
// (docs/spec/pages.md#blog), the public page shows them read-only with "Sign in to comment".
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BlogCommentNewBodySchema, type BlogPost, type BlogReply } from '@keel/contracts/blog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { fDateTime } from '../../../lib/formatters.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useBlogCommentsInfiniteQuery, useCommentBlogPostMutation } from '../blog.api.ts';

const MessageSchema = BlogCommentNewBodySchema.shape.message;

function CommentForm({
  onSubmit,
  placeholder,
  submitLabel,
  autoFocus,
}: {
  onSubmit: (message: string) => Promise<void>;
  placeholder: string;
  submitLabel: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('validation');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const validate = (value: string) => {
    const result = MessageSchema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setSubmitted(true);
        const problem = validate(message);
        setError(problem);
        if (problem) return;
        setBusy(true);
        try {
          await onSubmit(message.trim());
          setMessage('');
          setSubmitted(false);
        } catch (failure) {
          setError(failureMessage(failure));
        } finally {
          setBusy(false);
        }
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-end' }}
    >
      <TextField
        fullWidth
        multiline
        minRows={3}
        autoFocus={autoFocus}
        placeholder={placeholder}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          if (submitted) setError(validate(event.target.value));
        }}
        error={!!error}
        helperText={
          error
            ? t(error, { keySeparator: false, nsSeparator: false, defaultValue: error })
            : undefined
        }
        slotProps={{ htmlInput: { 'aria-label': placeholder } }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </Box>
  );
}

function CommentItem({
  author,
  message,
  postedAt,
  tagName,
  children,
  onReply,
}: {
  author: BlogReply['author'];
  message: string;
  postedAt: string;
  tagName?: string;
  children?: React.ReactNode;
  onReply?: () => void;
}) {
  const { t } = useTranslation('blog');
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Avatar src={author.avatarUrl ?? undefined} alt="">
        {author.name.charAt(0)}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">{author.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {fDateTime(postedAt)}
        </Typography>
        <Typography
          variant="body2"
          sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {tagName && (
            <Box component="strong" sx={{ mr: 0.5 }}>
              @{tagName}
            </Box>
          )}
          {message}
        </Typography>
        {onReply && (
          <Button size="small" color="inherit" onClick={onReply} sx={{ mt: 0.5, ml: -1 }}>
            {t('reply')}
          </Button>
        )}
        {children}
      </Box>
    </Box>
  );
}

export function PostComments({
  post,
  canComment,
  onCount,
}: {
  post: BlogPost;
  canComment: boolean;
  onCount?: (count: number) => void;
}) {
  const { t } = useTranslation('blog');
  const comments = useBlogCommentsInfiniteQuery(post.id);
  const [comment] = useCommentBlogPostMutation();
  const threads = comments.data?.pages.flatMap((page) => page.comments) ?? null;
  const error = errorMessage(comments.error);
  const [replyTo, setReplyTo] = useState<{
    threadId: string;
    parentId: string;
    name: string;
  } | null>(null);

  // The mutation invalidates this post's comments: the pages shown are read again, the new
  // thread or reply among them.
  async function submit(message: string, parent?: { threadId: string; parentId: string }) {
    const { count } = await comment({
      body: { postId: post.id, message, parentId: parent?.parentId },
    }).unwrap();
    setReplyTo(null);
    onCount?.(count);
  }

  return (
    <Box component="section" aria-labelledby="comments-heading">
      <Typography id="comments-heading" variant="h5" sx={{ mb: 3 }}>
        {t('commentsTitle', { count: post.comment })}
      </Typography>
      {!post.allowComments ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('commentsClosed')}
        </Typography>
      ) : canComment ? (
        <Box sx={{ mb: 5 }}>
          <CommentForm
            placeholder={t('commentPlaceholder')}
            submitLabel={t('postComment')}
            onSubmit={(message) => submit(message)}
          />
        </Box>
      ) : (
        <Button
          component={RouterLink}
          to={`/auth/login?returnTo=${encodeURIComponent(`/dashboard/blog/post/${post.slug}`)}`}
          variant="outlined"
          sx={{ mb: 4 }}
        >
          {t('signInToComment')}
        </Button>
      )}
      {error && <Typography color="error">{error}</Typography>}
      {threads === null && !error && <Skeleton variant="rounded" height={120} />}
      {threads?.length === 0 && <Typography color="text.secondary">{t('noComments')}</Typography>}
      <Stack spacing={3} divider={<Divider flexItem />}>
        {threads?.map((thread) => (
          <CommentItem
            key={thread.id}
            author={thread.author}
            message={thread.message}
            postedAt={thread.postedAt}
            onReply={
              canComment && post.allowComments
                ? () =>
                    setReplyTo({
                      threadId: thread.id,
                      parentId: thread.id,
                      name: thread.author.name,
                    })
                : undefined
            }
          >
            <Stack spacing={2} sx={{ mt: thread.replyComment.length ? 2 : 0 }}>
              {thread.replyComment.map((reply) => (
                <CommentItem
                  key={reply.id}
                  author={reply.author}
                  message={reply.message}
                  postedAt={reply.postedAt}
                  tagName={reply.tagUser?.name}
                  onReply={
                    canComment && post.allowComments
                      ? () =>
                          setReplyTo({
                            threadId: thread.id,
                            parentId: reply.id,
                            name: reply.author.name,
                          })
                      : undefined
                  }
                />
              ))}
              {replyTo?.threadId === thread.id && (
                <CommentForm
                  autoFocus
                  placeholder={t('replyTo', { name: replyTo.name })}
                  submitLabel={t('reply')}
                  onSubmit={(message) => submit(message, replyTo)}
                />
              )}
            </Stack>
          </CommentItem>
        ))}
      </Stack>
      {threads && comments.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Link
            component="button"
            type="button"
            disabled={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {t('moreComments')}
          </Link>
        </Box>
      )}
    </Box>
  );
}
