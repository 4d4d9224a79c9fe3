// Public /blog: published posts (pages.md §13).
import { PublicBlogView } from '../../features/blog/public-blog-view.tsx';

export function PublicBlogPage() {
  return <PublicBlogView />;
}
