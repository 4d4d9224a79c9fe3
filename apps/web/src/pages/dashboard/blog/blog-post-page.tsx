// Post details: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function BlogPostPage() {
  return <DashboardPlaceholder headingKey="pages.blogPost" />;
}
