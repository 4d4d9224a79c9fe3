// Public /blog: published posts (docs/spec/pages.md#blog).
import { PublicBlogView } from '../../features/blog/public-blog-view.tsx';

export function PublicBlogPage() {
  return <PublicBlogView />;
}
