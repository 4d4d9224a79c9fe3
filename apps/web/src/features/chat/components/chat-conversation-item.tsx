// One conversation in the left column: avatar (status dot for one-to-one), name, last message
// ("You: …"), time and the unread badge. Collapsed, only the avatar shows.
import AvatarGroup from '@mui/material/AvatarGroup';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@keel/contracts/chat';
import { RouterLink } from '../../../components/router-link.tsx';
import { formatListDate } from '../../../lib/format-time.ts';
import { paths } from '../../../lib/paths.ts';
import { conversationTitle, othersIn, previewOf } from '../chat-text.ts';
import { ChatAvatar } from './chat-avatar.tsx';

interface ChatConversationItemProps {
  conversation: Conversation;
  myId: string;
  active: boolean;
  collapsed: boolean;
  onClick?: () => void;
}

export function ChatConversationItem({
  conversation,
  myId,
  active,
  collapsed,
  onClick,
}: ChatConversationItemProps) {
  const { t, i18n } = useTranslation('chat');
  const others = othersIn(conversation, myId);
  const title = conversationTitle(conversation, myId) || t('conversation.justYou');
  const last = conversation.messages.at(-1);
  const preview = previewOf(last);
  const text =
    preview.kind === 'image'
      ? t('conversation.sentImage')
      : preview.kind === 'deleted'
        ? t('messages.deleted')
        : preview.text;
  const unread = conversation.unreadCount;

  const avatar =
    conversation.type === 'GROUP' ? (
      <AvatarGroup
        max={2}
        spacing="small"
        sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 14 } }}
      >
        {others.map((participant) => (
          <ChatAvatar
            key={participant.id}
            name={participant.name}
            src={participant.avatar}
            size={32}
          />
        ))}
      </AvatarGroup>
    ) : (
      <ChatAvatar
        name={others[0]?.name ?? '?'}
        src={others[0]?.avatar ?? null}
        status={others[0]?.status}
      />
    );

  return (
    <ListItemButton
      component={RouterLink}
      to={paths.dashboard.chat.view(conversation.id)}
      onClick={onClick}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? title : undefined}
      sx={{
        gap: 1.5,
        py: 1.25,
        px: collapsed ? 1.5 : 2.5,
        justifyContent: collapsed ? 'center' : undefined,
      }}
    >
      <Badge color="error" badgeContent={collapsed ? unread : 0} overlap="circular">
        {avatar}
      </Badge>
      {!collapsed && (
        <>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="span" sx={{ display: 'block' }} noWrap>
              {title}
            </Typography>
            <Typography
              variant="body2"
              noWrap
              dir="auto"
              sx={{ textAlign: 'start' }}
              color={unread > 0 ? 'text.primary' : 'text.secondary'}
              fontWeight={unread > 0 ? 600 : 400}
            >
              {last && last.senderId === myId ? `${t('conversation.you')}: ` : ''}
              {text}
            </Typography>
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-end',
              gap: 0.5,
              flexShrink: 0,
            }}
          >
            {last && (
              <Typography variant="caption" color="text.disabled" noWrap>
                {formatListDate(last.createdAt, i18n.language)}
              </Typography>
            )}
            {unread > 0 && (
              <Box
                component="span"
                aria-label={t('conversation.unread', { count: unread })}
                sx={{
                  minWidth: 20,
                  height: 20,
                  px: 0.75,
                  borderRadius: 10,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  typography: 'caption',
                  fontWeight: 700,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {unread}
              </Box>
            )}
          </Box>
        </>
      )}
    </ListItemButton>
  );
}
