// Public /blog/{slug} (docs/spec/pages.md#blog): a published post with its meta fields in the page head,
// read-only comments and "Sign in to comment". Drafts and unknown slugs show the 404 content.
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../lib/hooks.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { useBlogPostQuery, useCountBlogView, useRecentBlogPostsQuery } from './blog.api.ts';
import { PostCard } from './components/post-card.tsx';
import { PostComments } from './components/post-comments.tsx';
import { PostContent } from './components/post-content.tsx';
import { PostHero } from './components/post-hero.tsx';

export function PublicBlogPostView({
  slug,
  notFound,
}: {
  slug: string;
  notFound: React.ReactNode;
}) {
  const { t } = useTranslation('blog');
  const signedIn = useAppSelector((state) => state.session.isAuthenticated);
  const result = useBlogPostQuery({ query: { title: slug } });
  const { data } = result;
  const error = errorMessage(result.error);
  const reload = () => void result.refetch();
  const recent = useRecentBlogPostsQuery({ query: { title: slug } });
  const post = data?.post;

  useCountBlogView(slug, post?.publish ? post.id : undefined);

  if (error === 'Post not found' || (post && !post.publish)) return <>{notFound}</>;
  if (error)
    return (
      <Container sx={{ py: 10, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{error}</Typography>
        <Button onClick={reload}>{t('retry')}</Button>
      </Container>
    );
  if (!post)
    return (
      <Container sx={{ py: 5 }}>
        <Skeleton variant="rounded" height={420} />
      </Container>
    );

  return (
    <>
      <PageTitle title={post.metaTitle || post.title} />
      <meta name="description" content={post.metaDescription || post.description} />
      {post.metaKeywords.length > 0 && (
        <meta name="keywords" content={post.metaKeywords.join(', ')} />
      )}
      <Container sx={{ pt: { xs: 0, md: 5 } }} disableGutters>
        <PostHero
          title={post.title}
          cover={post.cover}
          authorName={post.author.name}
          authorAvatar={post.author.avatarUrl}
          date={post.publishedAt ?? post.createdAt}
        />
      </Container>
      <Container sx={{ py: 5 }}>
        <Box sx={{ maxWidth: 720, mx: 'auto' }}>
          <Button
            component={RouterLink}
            to={paths.blog}
            startIcon={<ArrowBackRounded />}
            color="inherit"
            sx={{ mb: 3 }}
          >
            {t('public.back')}
          </Button>
          <Typography variant="h6" component="p" sx={{ mb: 4 }}>
            {post.description}
          </Typography>
          <PostContent html={post.body} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 4 }}>
            {post.tags.map((tag) => (
              <Chip
                key={tag}
                label={tag}
                variant="outlined"
                component={RouterLink}
                to={`${paths.blog}?tag=${encodeURIComponent(tag)}`}
                clickable
              />
            ))}
          </Box>
          <Divider sx={{ my: 5 }} />
          <PostComments post={post} canComment={false} />
          {signedIn && (
            <Button component={RouterLink} to={paths.dashboard.blog.view(post.slug)} sx={{ mt: 3 }}>
              {t('postComment')}
            </Button>
          )}
        </Box>
        {recent.data && recent.data.recentPosts.length > 0 && (
          <Box sx={{ mt: 8 }}>
            <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
              {t('recentPosts')}
            </Typography>
            <Grid container spacing={3}>
              {recent.data.recentPosts.map((item) => (
                <Grid key={item.id} size={{ xs: 12, sm: 6, md: 3 }}>
                  <PostCard post={item} href={paths.blogPost(item.slug)} />
                </Grid>
              ))}
            </Grid>
          </Box>
        )}
      </Container>
    </>
  );
}
