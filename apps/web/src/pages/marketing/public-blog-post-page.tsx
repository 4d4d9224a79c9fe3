// Public /blog/{slug}: one published post; drafts and unknown slugs get the 404 content.
import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { PublicBlogPostView } from '../../features/blog/public-blog-post-view.tsx';
import { Page404 } from '../errors/page-404.tsx';

export function PublicBlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <PublicBlogPostView
      slug={slug}
      notFound={
        <Box sx={{ maxWidth: 420, mx: 'auto', textAlign: 'center', py: 10, px: 2 }}>
          <Page404 />
        </Box>
      }
    />
  );
}
