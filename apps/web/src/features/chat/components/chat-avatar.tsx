// An avatar with the status dot (online green, away orange, busy red, offline grey).
import { Avatar } from '../../../components/avatar.tsx';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import type { ContactStatus } from '@keel/contracts/chat';
import { config } from '../../../lib/config.ts';

const DOT: Record<ContactStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'grey.500',
};

export function avatarSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') ? `${config.apiBaseUrl}${url}` : url;
}

export function ChatAvatar({
  name,
  src,
  status,
  size = 40,
}: {
  name: string;
  src: string | null;
  status?: ContactStatus;
  size?: number;
}) {
  const avatar = (
    <Avatar src={avatarSrc(src)} alt={name} sx={{ width: size, height: size }}>
      {name.charAt(0)}
    </Avatar>
  );
  if (!status) return avatar;
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      variant="dot"
      sx={{
        '& .MuiBadge-dot': {
          bgcolor: DOT[status],
          width: 10,
          height: 10,
          borderRadius: '50%',
          border: 2,
          borderColor: 'background.paper',
          boxSizing: 'content-box',
        },
      }}
    >
      {avatar}
    </Badge>
  );
}

export function StatusDot({ status }: { status: ContactStatus }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: DOT[status],
      }}
    />
  );
}
