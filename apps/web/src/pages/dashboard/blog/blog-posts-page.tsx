// Blog: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function BlogPostsPage() {
  return <DashboardPlaceholder headingKey="pages.blogPosts" />;
}
