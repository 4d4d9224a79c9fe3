// /dashboard/blog/post/{title}: read and moderate a post (docs/spec/pages.md#blog).
import { useParams } from 'react-router';
import { BlogPostView } from '../../../features/blog/blog-post-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';

export function BlogPostPage() {
  const { title = '' } = useParams();
  return (
    <DashboardContent>
      <BlogPostView slug={title} />
    </DashboardContent>
  );
}
