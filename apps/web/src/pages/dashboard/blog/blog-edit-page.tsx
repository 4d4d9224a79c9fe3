// /dashboard/blog/post/{title}/edit: the create form filled with the post (docs/spec/pages.md#blog).
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useBlogPostQuery } from '../../../features/blog/blog.api.ts';
import { PostForm } from '../../../features/blog/components/post-form.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';
import { HistorySection } from '../../../components/record-history/history-section.tsx';
import { errorMessage } from '../../../lib/api.ts';

export function BlogEditPage() {
  const { title = '' } = useParams();
  const { t } = useTranslation();
  const { t: tb } = useTranslation('blog');
  // Always fresh: the form's version must be the post's current one.
  const result = useBlogPostQuery({ query: { title } }, { refetchOnMountOrArgChange: true });
  // The form opens on the post as the server has it now (never a cached copy), and stays put
  // when the cache refreshes later.
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (!result.isFetching && result.data) setFresh(true);
  }, [result.isFetching, result.data]);
  const data = fresh ? result.data : undefined;
  const error = errorMessage(result.error);
  const reload = () => void result.refetch();
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.blogEdit')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: tb('title'), href: paths.dashboard.blog.root },
          { name: data?.post.title ?? tb('editPost') },
        ]}
      />
      {error && (
        <Typography sx={{ textAlign: 'center', py: 8 }}>
          {error === 'Post not found' ? tb('notFound') : error}{' '}
          {error === 'Post not found' ? (
            <Button
              component={RouterLink}
              to={paths.dashboard.blog.posts}
              startIcon={<ArrowBackRounded />}
            >
              {tb('backToPosts')}
            </Button>
          ) : (
            <Button onClick={reload}>{tb('retry')}</Button>
          )}
        </Typography>
      )}
      {!data && !error && <Skeleton variant="rounded" height={600} />}
      {data && <PostForm key={data.post.id} post={data.post} />}
      {data && <HistorySection resource="blog_posts" recordId={data.post.id} />}
    </DashboardContent>
  );
}
