// The details beside a conversation: the contact (one-to-one) or "In room ({n})" (group), and
// "Attachments ({n})" shared in the loaded messages.
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, Participant } from '@keel/contracts/chat';
import { config } from '../../../lib/config.ts';
import { fromNow } from '../../../lib/format-time.ts';
import { ChatAvatar } from './chat-avatar.tsx';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        color: 'text.secondary',
        typography: 'body2',
        wordBreak: 'break-word',
      }}
    >
      {icon}
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export function ChatRoomPanel({
  others,
  messages,
}: {
  others: Participant[];
  messages: Message[];
}) {
  const { t, i18n } = useTranslation('chat');
  const single = others.length === 1 ? others[0] : undefined;
  const files = messages.flatMap((message) =>
    message.contentType === 'image'
      ? [
          {
            id: message.id,
            name: t('messages.image'),
            url: message.body,
            createdAt: message.createdAt,
          },
        ]
      : message.attachments.map((file) => ({
          id: file.id,
          name: file.name,
          url: file.url,
          createdAt: message.createdAt,
        })),
  );
  const status = (participant: Participant) =>
    participant.status === 'offline'
      ? t('status.lastActive', { time: fromNow(participant.lastActivity, i18n.language) })
      : t(`status.${participant.status}`);

  return (
    <Box
      sx={{
        width: 280,
        height: '100%',
        overflowY: 'auto',
        borderInlineStart: 1,
        borderColor: 'divider',
      }}
    >
      {single ? (
        <Box
          sx={{
            p: 3,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 0.5,
          }}
        >
          <ChatAvatar name={single.name} src={single.avatar} status={single.status} size={96} />
          <Typography variant="subtitle1" component="p" sx={{ mt: 1.5 }}>
            {single.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {single.role}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {status(single)}
          </Typography>
          <Box
            sx={{
              alignSelf: 'stretch',
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
              mt: 2,
              textAlign: 'start',
            }}
          >
            {single.address && (
              <Detail icon={<LocationOnOutlined fontSize="small" />}>{single.address}</Detail>
            )}
            {single.phone && (
              <Detail icon={<PhoneOutlined fontSize="small" />}>{single.phone}</Detail>
            )}
            <Detail icon={<EmailOutlined fontSize="small" />}>
              <Link href={`mailto:${single.email}`} color="inherit">
                {single.email}
              </Link>
            </Detail>
          </Box>
        </Box>
      ) : (
        <Box sx={{ pt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ px: 2.5 }}>
            {t('room.inRoom', { count: others.length })}
          </Typography>
          <List dense>
            {others.map((participant) => (
              <ListItem key={participant.id} sx={{ gap: 1.5, px: 2.5 }}>
                <ChatAvatar
                  name={participant.name}
                  src={participant.avatar}
                  status={participant.status}
                  size={36}
                />
                <ListItemText
                  primary={participant.name}
                  secondary={participant.role || status(participant)}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Divider />
      <Box sx={{ p: 2.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('room.attachments', { count: files.length })}
        </Typography>
        {files.map((file) => (
          <Box
            key={`${file.id}-${file.createdAt}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
          >
            <AttachFileRounded fontSize="small" sx={{ color: 'text.disabled' }} />
            <Link
              href={file.url.startsWith('/') ? `${config.apiBaseUrl}${file.url}` : file.url}
              target="_blank"
              rel="noopener"
              variant="body2"
              noWrap
              sx={{ minWidth: 0 }}
            >
              {file.name}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
