// Above the messages: who I talk with (name, status or "Last seen {x} ago"), and the buttons for
// the conversations drawer (phones) and the details panel.
import MenuRounded from '@mui/icons-material/MenuRounded';
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Participant } from '@keel/contracts/chat';
import { fromNow } from '../../../lib/format-time.ts';
import { ChatAvatar } from './chat-avatar.tsx';

interface ChatHeaderProps {
  others: Participant[];
  onOpenNav?: () => void;
  onTogglePanel: () => void;
  panelOpen: boolean;
}

export function ChatHeader({ others, onOpenNav, onTogglePanel, panelOpen }: ChatHeaderProps) {
  const { t, i18n } = useTranslation('chat');
  const single = others.length === 1 ? others[0] : undefined;
  const subtitle = single
    ? single.status === 'offline'
      ? t('status.lastSeen', { time: fromNow(single.lastActivity, i18n.language) })
      : t(`status.${single.status}`)
    : t('room.count', { count: others.length + 1 });

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        minHeight: 72,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {onOpenNav && (
        <IconButton onClick={onOpenNav} aria-label={t('nav.open')}>
          <MenuRounded />
        </IconButton>
      )}
      {single ? (
        <ChatAvatar name={single.name} src={single.avatar} status={single.status} />
      ) : (
        <AvatarGroup max={3} sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 14 } }}>
          {others.map((participant) => (
            <ChatAvatar
              key={participant.id}
              name={participant.name}
              src={participant.avatar}
              size={32}
            />
          ))}
        </AvatarGroup>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" noWrap>
          {others.map((participant) => participant.name).join(', ')}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {subtitle}
        </Typography>
      </Box>
      <Tooltip title={panelOpen ? t('room.hide') : t('room.show')}>
        <IconButton
          onClick={onTogglePanel}
          aria-label={panelOpen ? t('room.hide') : t('room.show')}
          aria-pressed={panelOpen}
          color={panelOpen ? 'primary' : 'default'}
        >
          <ViewSidebarOutlined
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? undefined : 'scaleX(-1)') }}
          />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
