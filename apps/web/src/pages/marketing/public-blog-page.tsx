// Blog: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function PublicBlogPage() {
  return <PublicPlaceholder headingKey="pages.publicBlog" />;
}
