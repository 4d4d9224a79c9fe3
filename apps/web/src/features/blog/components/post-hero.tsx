// The cover with title, author and date over it (post page, preview, public post).
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { fDate } from '../../../lib/formatters.ts';

export function PostHero({
  title,
  cover,
  authorName,
  authorAvatar,
  date,
}: {
  title: string;
  cover: string;
  authorName: string;
  authorAvatar: string | null;
  date: string;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        height: { xs: 360, md: 480 },
        borderRadius: { md: 2 },
        overflow: 'hidden',
        color: 'common.white',
      }}
    >
      {cover && (
        <Box
          component="img"
          src={cover}
          alt=""
          sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
        />
      )}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(to bottom, rgba(22,28,36,0.3), rgba(22,28,36,0.9))',
        }}
      />
      <Container
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          py: { xs: 4, md: 6 },
        }}
      >
        <Typography
          variant="h2"
          component="h1"
          sx={{ mb: 3, maxWidth: 720, fontSize: { xs: 28, md: 44 } }}
        >
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Avatar src={authorAvatar ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
            {authorName.charAt(0)}
          </Avatar>
          <Box>
            <Typography variant="subtitle1">{authorName}</Typography>
            <Typography variant="body2" sx={{ opacity: 0.72 }}>
              {fDate(date)}
            </Typography>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
