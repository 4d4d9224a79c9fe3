// A profile's posts, newest first, five at a time with "Load more"; the composer on my own. The
// pages are RTK Query's (profile.api.ts): a post, a like or a comment refreshes or patches them.
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilePost } from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { ProfilePostCard } from './profile-post-card.tsx';
import { ProfilePostComposer } from './profile-post-composer.tsx';
import { useProfilePostsInfiniteQuery } from './profile.api.ts';

export function ProfilePosts({ slug, me, isMe }: { slug?: string; me: User; isMe: boolean }) {
  const { t } = useTranslation('profile');
  const feed = useProfilePostsInfiniteQuery(slug ?? '');
  const pages = feed.data?.pages;
  // A post made meanwhile shifts the pages by one: the next page may repeat the last one shown.
  const posts = useMemo(() => {
    const byId = new Map<string, ProfilePost>();
    for (const post of (pages ?? []).flatMap((page) => page.posts)) {
      if (!byId.has(post.id)) byId.set(post.id, post);
    }
    return [...byId.values()];
  }, [pages]);
  const loading = feed.isLoading || feed.isFetchingNextPage;
  // Not while a Retry runs: the skeletons show instead.
  const error = feed.isError ? errorMessage(feed.error) : null;
  const retry = () => void (feed.isFetchNextPageError ? feed.fetchNextPage() : feed.refetch());

  return (
    <Stack spacing={3}>
      {isMe && <ProfilePostComposer />}
      {posts.map((post) => (
        <ProfilePostCard key={post.id} post={post} me={me} />
      ))}
      {loading &&
        Array.from({ length: posts.length === 0 ? 2 : 1 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={260} />
        ))}
      {error && <RetryAlert message={error} onRetry={retry} />}
      {!loading && !error && posts.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5 }}>
          {t('noPosts')}
        </Typography>
      )}
      {!loading && feed.hasNextPage && (
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => void feed.fetchNextPage()}
          sx={{ alignSelf: 'center' }}
        >
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
