// /dashboard/blog/post/{slug} (docs/spec/pages.md#blog): read and moderate a post — publish switch, edit,
// delete, share, favourite, threaded comments and recent posts. Opening it counts a view.
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import Alert from '@mui/material/Alert';
import { Avatar } from '../../components/avatar.tsx';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '@keel/contracts/blog';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../lib/hooks.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { fShortNumber } from '../../lib/formatters.ts';
import { errorMessage } from '../../lib/api.ts';
import { failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';
import {
  useBlogPostQuery,
  useCountBlogView,
  useFavoriteBlogPostMutation,
  usePatchBlogPost,
  usePublishBlogPostMutation,
  useRecentBlogPostsQuery,
  useRemoveBlogPostMutation,
  useShareBlogPostMutation,
} from './blog.api.ts';
import { PostCard } from './components/post-card.tsx';
import { PostComments } from './components/post-comments.tsx';
import { PostContent } from './components/post-content.tsx';
import { PostHero } from './components/post-hero.tsx';

export function BlogPostView({ slug }: { slug: string }) {
  const { t } = useTranslation('blog');
  const result = useBlogPostQuery({ query: { title: slug } });
  // The post asked for, not the one shown before it while this one loads.
  const post = result.currentData?.post;
  const error = errorMessage(result.error);
  const reload = () => void result.refetch();
  const patch = usePatchBlogPost(slug);
  useCountBlogView(slug, post?.id);

  if (error && !post) {
    const missing = error === 'Post not found';
    return (
      <Box sx={{ py: 10, textAlign: 'center' }}>
        <PageTitle title={t('notFound')} />
        <Typography variant="h4" sx={{ mb: 2 }}>
          {missing ? t('notFound') : error}
        </Typography>
        {missing ? (
          <Button
            component={RouterLink}
            to={paths.dashboard.blog.posts}
            startIcon={<ArrowBackRounded />}
          >
            {t('backToPosts')}
          </Button>
        ) : (
          <Button onClick={reload}>{t('retry')}</Button>
        )}
      </Box>
    );
  }
  if (!post) return <Skeleton variant="rounded" height={480} />;
  return <PostBody post={post} onChange={(next) => patch(() => next)} />;
}

function PostBody({ post, onChange }: { post: BlogPost; onChange: (post: BlogPost) => void }) {
  const { t } = useTranslation('blog');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const canEdit =
    !!user && (user.id === post.author.id || user.permissions.includes('blog.publish'));
  const [deleting, setDeleting] = useState(false);
  const recent = useRecentBlogPostsQuery({ query: { title: post.slug } });
  const [publishPost] = usePublishBlogPostMutation();
  const [favoritePost] = useFavoriteBlogPostMutation();
  const [sharePost] = useShareBlogPostMutation();
  const [removePost] = useRemoveBlogPostMutation();

  async function run<T>(action: () => Promise<T>, onDone: (value: T) => void) {
    try {
      onDone(await action());
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  }

  const share = () =>
    run(
      async () => {
        await navigator.clipboard
          ?.writeText(new URL(paths.blogPost(post.slug), window.location.origin).href)
          .catch(() => undefined);
        return sharePost({ body: { postId: post.id } }).unwrap();
      },
      (counts) => {
        onChange({ ...post, share: counts.share });
        enqueueSnackbar(t('linkCopied'));
      },
    );

  return (
    <>
      <PageTitle title={post.title} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        <Button
          component={RouterLink}
          to={paths.dashboard.blog.posts}
          startIcon={<ArrowBackRounded />}
          color="inherit"
        >
          {t('backToPosts')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {post.publish && (
          <Tooltip title={t('actions.view')}>
            <IconButton
              component={RouterLink}
              to={paths.blogPost(post.slug)}
              aria-label={t('actions.view')}
            >
              <OpenInNewRounded />
            </IconButton>
          </Tooltip>
        )}
        {canEdit && (
          <>
            <Tooltip title={t('actions.edit')}>
              <IconButton
                component={RouterLink}
                to={paths.dashboard.blog.edit(post.slug)}
                aria-label={t('actions.edit')}
              >
                <EditRounded />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('actions.delete')}>
              <IconButton
                color="error"
                aria-label={t('actions.delete')}
                onClick={() => setDeleting(true)}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Tooltip>
            <FormControlLabel
              control={
                <Switch
                  checked={post.publish}
                  onChange={(event) =>
                    void run(
                      () =>
                        publishPost({
                          body: { postId: post.id, publish: event.target.checked },
                        }).unwrap(),
                      (body) => onChange(body.post),
                    )
                  }
                />
              }
              label={t('published')}
              sx={{ ml: 1 }}
            />
          </>
        )}
      </Box>

      <PostHero
        title={post.title}
        cover={post.cover}
        authorName={post.author.name}
        authorAvatar={post.author.avatarUrl}
        date={post.publishedAt ?? post.createdAt}
      />
      {!post.publish && (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {t('draft')}
        </Alert>
      )}

      <Box sx={{ maxWidth: 720, mx: 'auto', py: 5 }}>
        <Typography variant="h6" component="p" sx={{ mb: 4 }}>
          {post.description}
        </Typography>
        <PostContent html={post.body} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 4 }}>
          {post.tags.map((tag) => (
            <Chip key={tag} label={tag} variant="outlined" />
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Checkbox
                color="error"
                icon={<FavoriteBorderRounded />}
                checkedIcon={<FavoriteRounded />}
                checked={post.isFavorited}
                onChange={(event) =>
                  void run(
                    () =>
                      favoritePost({
                        body: { postId: post.id, favorite: event.target.checked },
                      }).unwrap(),
                    (body) => onChange(body.post),
                  )
                }
                slotProps={{
                  input: { 'aria-label': post.isFavorited ? t('unfavorite') : t('favorite') },
                }}
              />
            }
            label={fShortNumber(post.favorite)}
          />
          <AvatarGroup
            max={4}
            total={post.favorite}
            sx={{
              '& .MuiAvatar-root': {
                width: 32,
                height: 32,
                fontSize: 14,
                bgcolor: 'grey.600',
                color: 'common.white',
              },
            }}
          >
            {post.favoritePerson.map((person) => (
              <Avatar key={person.id} alt={person.name} src={person.avatarUrl ?? undefined}>
                {person.name.charAt(0)}
              </Avatar>
            ))}
          </AvatarGroup>
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<ShareRounded />} onClick={() => void share()} color="inherit">
            {t('actions.share')} ({fShortNumber(post.share)})
          </Button>
        </Box>
        <Divider sx={{ my: 5 }} />
        <PostComments
          post={post}
          canComment={!!user}
          onCount={(count) => onChange({ ...post, comment: count })}
        />
      </Box>

      {recent.data && recent.data.recentPosts.length > 0 && (
        <>
          <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
            {t('recentPosts')}
          </Typography>
          <Grid container spacing={3}>
            {recent.data.recentPosts.map((item) => (
              <Grid key={item.id} size={{ xs: 12, sm: 6, md: 3 }}>
                <PostCard post={item} href={paths.dashboard.blog.view(item.slug)} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
      <ConfirmDialog
        open={deleting}
        title={t('deleteTitle')}
        content={t('deleteConfirm', { name: post.title })}
        actionLabel={t('actions.delete')}
        cancelLabel={t('cancel')}
        onClose={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          void run(
            () => removePost({ body: { postId: post.id } }).unwrap(),
            () => {
              enqueueSnackbar(t('deleted'));
              navigate(paths.dashboard.blog.posts);
            },
          );
        }}
      />
    </>
  );
}
