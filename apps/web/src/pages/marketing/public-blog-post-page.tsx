// Blog post: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function PublicBlogPostPage() {
  return <PublicPlaceholder headingKey="pages.publicBlogPost" />;
}
