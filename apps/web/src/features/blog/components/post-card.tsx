// A post in a grid: cover, author, date, title, counts and a "Draft" label. `large` lays the
// text over the cover; `small` is the compact card of the rest of the grid.
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '@keel/contracts/blog';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link.tsx';
import { fDate, fShortNumber } from '../../../lib/formatters.ts';

export type PostCardSize = 'large' | 'medium' | 'small';

function Counts({ post, light }: { post: BlogPost; light?: boolean }) {
  const { t } = useTranslation('blog');
  const items = [
    {
      icon: ChatBubbleOutlineRounded,
      value: post.comment,
      label: t('comments', { count: post.comment }),
    },
    { icon: VisibilityRounded, value: post.view, label: t('views', { count: post.view }) },
    { icon: ShareRounded, value: post.share, label: t('shares', { count: post.share }) },
  ];
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        justifyContent: 'flex-end',
        typography: 'caption',
        color: light ? 'common.white' : 'text.secondary',
        opacity: light ? 0.85 : 1,
      }}
    >
      {items.map(({ icon: Icon, value, label }) => (
        <Box
          key={label}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          title={label}
          aria-label={label}
        >
          <Icon sx={{ fontSize: 16 }} />
          {fShortNumber(value)}
        </Box>
      ))}
    </Box>
  );
}

export function PostCard({
  post,
  href,
  size = 'small',
}: {
  post: BlogPost;
  href: string;
  size?: PostCardSize;
}) {
  const { t } = useTranslation('blog');
  const overlay = size !== 'small';
  return (
    <Card
      sx={{
        position: 'relative',
        height: 1,
        minHeight: overlay ? { xs: 300, md: size === 'large' ? 460 : 220 } : undefined,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {!post.publish && (
        <Chip
          label={t('draft')}
          size="small"
          color="warning"
          sx={{ position: 'absolute', top: 16, insetInlineEnd: 16, zIndex: 2 }}
        />
      )}
      <Box
        sx={
          overlay
            ? { position: 'absolute', inset: 0 }
            : { position: 'relative', aspectRatio: '4 / 3' }
        }
      >
        <Box
          component="img"
          src={post.cover}
          alt=""
          loading="lazy"
          sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
        />
        {overlay && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              background: 'linear-gradient(to bottom, rgba(22,28,36,0.2), rgba(22,28,36,0.88))',
            }}
          />
        )}
      </Box>
      <Avatar
        src={post.author.avatarUrl ?? undefined}
        alt={post.author.name}
        sx={{
          position: 'absolute',
          zIndex: 2,
          top: overlay ? 24 : undefined,
          insetInlineStart: 24,
          mt: overlay ? 0 : -3,
          width: 40,
          height: 40,
          border: 2,
          borderColor: 'background.paper',
          ...(overlay ? {} : { position: 'relative' }),
        }}
      >
        {post.author.name.charAt(0)}
      </Avatar>
      <Box
        sx={{
          position: overlay ? 'absolute' : 'relative',
          insetInline: 0,
          bottom: 0,
          p: 3,
          pt: overlay ? 3 : 1,
          zIndex: 1,
          color: overlay ? 'common.white' : 'text.primary',
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Typography
          variant="caption"
          sx={{ color: overlay ? 'common.white' : 'text.secondary', opacity: overlay ? 0.85 : 1 }}
        >
          {fDate(post.publishedAt ?? post.createdAt)} · {post.author.name}
        </Typography>
        <Link component={RouterLink} to={href} color="inherit" underline="hover" sx={{ my: 1 }}>
          <Typography
            variant={size === 'large' ? 'h4' : 'subtitle1'}
            component="h3"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {post.title}
          </Typography>
        </Link>
        <Box sx={{ mt: 'auto' }}>
          <Counts post={post} light={overlay} />
        </Box>
      </Box>
    </Card>
  );
}
