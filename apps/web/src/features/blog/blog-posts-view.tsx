// /dashboard/blog/posts (docs/spec/pages.md#blog): tabs All / Published / Drafts with counts, search,
// sort, a grid (one large, two medium, then small cards) and "Load more" by 12. Each loaded page
// is its own cached query (blog.api.ts), so a post's change refreshes the list through its tag.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BLOG_SORTS, BLOG_STATUSES, type BlogSort } from '@keel/contracts/blog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useBlogPostsQuery } from './blog.api.ts';
import { PostCard, type PostCardSize } from './components/post-card.tsx';
import { CsvExportButton } from '../../components/csv/csv-export-button.tsx';
import { PostSearch } from './components/post-search.tsx';

const PAGE_SIZE = 12;
type Status = (typeof BLOG_STATUSES)[number];

export function sizeAt(index: number): PostCardSize {
  return index === 0 ? 'large' : index < 3 ? 'medium' : 'small';
}

/** The cards of one page of the list, placed after the `page - 1` pages before it. */
function PostsPage({
  status,
  sort,
  page,
}: {
  status: Status;
  sort: BlogSort;
  page: number;
}): ReactNode {
  const result = useBlogPostsQuery({ query: { status, sort, page, pageSize: PAGE_SIZE } });
  const error = errorMessage(result.error);
  if (error)
    return (
      <Grid size={12}>
        <RetryAlert message={error} onRetry={() => void result.refetch()} />
      </Grid>
    );
  return result.currentData?.posts.map((post, index) => {
    const size = sizeAt((page - 1) * PAGE_SIZE + index);
    return (
      <Grid
        key={post.id}
        size={
          size === 'large'
            ? { xs: 12, md: 6 }
            : size === 'medium'
              ? { xs: 12, sm: 6, md: 3 }
              : { xs: 12, sm: 6, md: 3 }
        }
      >
        <PostCard post={post} size={size} href={paths.dashboard.blog.view(post.slug)} />
      </Grid>
    );
  });
}

export function BlogPostsView() {
  const { t } = useTranslation('blog');
  const [params, setParams] = useSearchParams();
  const status = (BLOG_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Status)
    : 'all';
  const sort = (BLOG_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as BlogSort)
    : 'latest';
  const [pages, setPages] = useState(1);
  // The first page also carries the tab counts and the total; its PostsPage shares the query.
  const first = useBlogPostsQuery({ query: { status, sort, page: 1, pageSize: PAGE_SIZE } });
  const counts = first.data?.counts ?? { all: 0, published: 0, draft: 0 };
  // This tab's and sort's posts, not the ones shown before while they load.
  const posts = first.currentData?.posts;
  const total = first.currentData?.total ?? 0;
  const error = errorMessage(first.error);

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
    setPages(1);
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <PostSearch />
        <CsvExportButton list="posts" query={{ status, sort }} />
        <TextField
          select
          size="small"
          label={t('sortBy')}
          value={sort}
          onChange={(event) => update('sort', event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {BLOG_SORTS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`sort.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Tabs value={status} onChange={(_, value: string) => update('status', value)} sx={{ mb: 3 }}>
        {BLOG_STATUSES.map((value) => (
          <Tab key={value} value={value} label={`${t(`tabs.${value}`)} (${counts[value]})`} />
        ))}
      </Tabs>
      {error && <RetryAlert message={error} onRetry={() => void first.refetch()} />}
      {!posts && !error && (
        <Grid container spacing={3}>
          {Array.from({ length: 6 }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: index === 0 ? 6 : 3 }}>
              <Skeleton variant="rounded" height={index === 0 ? 460 : 320} />
            </Grid>
          ))}
        </Grid>
      )}
      {posts?.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 10, textAlign: 'center' }}>
          {t('empty')}
        </Typography>
      )}
      {posts && (
        <Grid container spacing={3}>
          {Array.from({ length: pages }, (_, index) => (
            <PostsPage key={index} status={status} sort={sort} page={index + 1} />
          ))}
        </Grid>
      )}
      {posts && pages * PAGE_SIZE < total && (
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button variant="outlined" size="large" onClick={() => setPages((value) => value + 1)}>
            {t('loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
