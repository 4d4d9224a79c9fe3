// /dashboard/blog/posts: manage posts (docs/spec/pages.md#blog).
import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { BlogPostsView } from '../../../features/blog/blog-posts-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function BlogPostsPage() {
  const { t } = useTranslation('blog');
  const { t: tc } = useTranslation();
  return (
    <DashboardContent>
      <PageHeader
        heading={t('title')}
        links={[
          { name: tc('nav.dashboard'), href: paths.dashboard.root },
          { name: t('title'), href: paths.dashboard.blog.root },
          { name: t('posts') },
        ]}
        action={
          <Button
            component={RouterLink}
            to={paths.dashboard.blog.new}
            variant="contained"
            startIcon={<AddRounded />}
          >
            {t('newPost')}
          </Button>
        }
      />
      <BlogPostsView />
    </DashboardContent>
  );
}
