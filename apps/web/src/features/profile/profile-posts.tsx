// A profile's posts, newest first, five at a time with "Load more"; the composer on my own.
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilePost } from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { failureMessage } from '../../lib/http.ts';
import { ProfilePostCard } from './profile-post-card.tsx';
import { ProfilePostComposer } from './profile-post-composer.tsx';
import { profileApi } from './profile.api.ts';

export function ProfilePosts({
  slug,
  me,
  isMe,
  onPosted,
}: {
  slug?: string;
  me: User;
  isMe: boolean;
  onPosted: () => void;
}) {
  const { t } = useTranslation('profile');
  const [posts, setPosts] = useState<ProfilePost[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError('');
    profileApi.posts(slug, page, controller.signal).then(
      (body) => {
        setPosts((current) =>
          page === 1
            ? body.posts
            : [
                ...current,
                ...body.posts.filter((post) => !current.some((known) => known.id === post.id)),
              ],
        );
        setTotal(body.total);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failureMessage(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [slug, page, attempt]);

  const replace = (post: ProfilePost) =>
    setPosts((current) => current.map((item) => (item.id === post.id ? post : item)));

  return (
    <Stack spacing={3}>
      {isMe && (
        <ProfilePostComposer
          onPosted={(post) => {
            setPosts((current) => [post, ...current]);
            setTotal((value) => value + 1);
            onPosted();
          }}
        />
      )}
      {posts.map((post) => (
        <ProfilePostCard key={post.id} post={post} me={me} onChange={replace} />
      ))}
      {loading &&
        Array.from({ length: posts.length === 0 ? 2 : 1 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={260} />
        ))}
      {error && <RetryAlert message={error} onRetry={() => setAttempt((value) => value + 1)} />}
      {!loading && !error && posts.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5 }}>
          {t('noPosts')}
        </Typography>
      )}
      {!loading && posts.length < total && (
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => setPage((value) => value + 1)}
          sx={{ alignSelf: 'center' }}
        >
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
