// Edit post: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function BlogEditPage() {
  return <DashboardPlaceholder headingKey="pages.blogEdit" />;
}
