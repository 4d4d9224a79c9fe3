// Create a new post: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function BlogCreatePage() {
  return <DashboardPlaceholder headingKey="pages.blogCreate" />;
}
