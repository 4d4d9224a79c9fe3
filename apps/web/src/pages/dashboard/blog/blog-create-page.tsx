// /dashboard/blog/new: write a post (docs/spec/pages.md#blog).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { PostForm } from '../../../features/blog/components/post-form.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function BlogCreatePage() {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('blog');
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.blogCreate')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: tb('title'), href: paths.dashboard.blog.root },
          { name: tb('create') },
        ]}
      />
      <PostForm />
    </DashboardContent>
  );
}
