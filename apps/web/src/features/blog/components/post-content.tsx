// A post's HTML body. The server sanitised it on the way in; DOMPurify cleans it again here so
// content written before a rule change can never run script in the page.
import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function PostContent({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }), [html]);
  return (
    <Box
      sx={{
        typography: 'body1',
        lineHeight: 1.8,
        overflowWrap: 'anywhere',
        '& h1, & h2, & h3, & h4': { typography: 'h5', mt: 4, mb: 2 },
        '& p': { my: 2 },
        '& img': { maxWidth: 1, borderRadius: 2, my: 2 },
        '& a': { color: 'primary.main' },
        '& blockquote': {
          m: 0,
          my: 3,
          py: 2,
          px: 3,
          borderRadius: 2,
          bgcolor: 'action.hover',
          typography: 'h6',
          fontStyle: 'italic',
          color: 'text.secondary',
          '& p': { m: 0 },
        },
        '& pre': {
          p: 2,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          overflowX: 'auto',
        },
        '& ul, & ol': { pl: 3 },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
