// Public /blog (docs/spec/pages.md#blog): published posts only, search, tag chips, 9 per page.
import SearchRounded from '@mui/icons-material/SearchRounded';
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '@keel/contracts/blog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { fDate } from '../../lib/formatters.ts';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useBlogPostsQuery } from './blog.api.ts';

const PAGE_SIZE = 9;
const TAGS = [
  'Product',
  'Engineering',
  'Design',
  'Guides',
  'Performance',
  'Security',
  'Teams',
  'Releases',
];

function PublicPostCard({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  return (
    <Card sx={{ height: 1 }}>
      <CardActionArea
        component={RouterLink}
        to={paths.blogPost(post.slug)}
        sx={{ height: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          component="img"
          src={post.cover}
          alt=""
          loading="lazy"
          sx={{ width: 1, aspectRatio: '16 / 10', objectFit: 'cover', display: 'block' }}
        />
        <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {fDate(post.publishedAt ?? post.createdAt)} ·{' '}
            {t('readingTime', { count: post.readingMinutes })}
          </Typography>
          <Typography
            variant="h6"
            component="h2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {post.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              flexGrow: 1,
            }}
          >
            {post.description}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <Avatar
              src={post.author.avatarUrl ?? undefined}
              alt=""
              sx={{ width: 28, height: 28, fontSize: 13 }}
            >
              {post.author.name.charAt(0)}
            </Avatar>
            <Typography variant="subtitle2">{post.author.name}</Typography>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function PublicBlogView() {
  const { t } = useTranslation('blog');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tag = params.get('tag') ?? '';
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  // `data` stays the last page while the next one loads, as the grid had it.
  const result = useBlogPostsQuery({
    query: {
      status: 'published',
      sort: 'latest',
      page,
      pageSize: PAGE_SIZE,
      q: q || undefined,
      tag: tag || undefined,
    },
  });
  const { data } = result;
  const error = errorMessage(result.error);
  const reload = () => void result.refetch();

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search !== q) update({ q: search, page: '' });
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- debounce the typed text only
  }, [search]);

  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
  return (
    <Container sx={{ py: { xs: 6, md: 10 } }}>
      <PageTitle title={t('public.pageTitle')} />
      <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: 6 }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 32, md: 48 }, mb: 2 }}>
          {t('public.heading')}
        </Typography>
        <Typography color="text.secondary">{t('public.subheading')}</Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          alignItems: { md: 'center' },
          mb: 4,
        }}
      >
        <TextField
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('search')}
          slotProps={{
            htmlInput: { 'aria-label': t('search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: 1, md: 320 } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip
            label={t('public.allTags')}
            color={tag ? 'default' : 'primary'}
            onClick={() => update({ tag: '', page: '' })}
          />
          {TAGS.map((item) => (
            <Chip
              key={item}
              label={item}
              color={tag === item ? 'primary' : 'default'}
              variant={tag === item ? 'filled' : 'outlined'}
              onClick={() => update({ tag: item, page: '' })}
            />
          ))}
        </Box>
      </Box>
      {error && <RetryAlert message={error} onRetry={reload} />}
      <Grid container spacing={3}>
        {!data &&
          !error &&
          Array.from({ length: 6 }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={380} />
            </Grid>
          ))}
        {data?.posts.map((post) => (
          <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <PublicPostCard post={post} />
          </Grid>
        ))}
      </Grid>
      {data?.posts.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 10 }}>
          {t('public.empty')}
        </Typography>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_, value) => update({ page: String(value) })}
            color="primary"
          />
        </Box>
      )}
    </Container>
  );
}
