// The notifications popover's content (docs/spec/pages.md#shell), loaded on first open: groups "New"
// (unread) and "Before that", one click marks read and opens the link, "Mark all as read",
// "View all" loads 20 more.
import ChatRounded from '@mui/icons-material/ChatRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import FolderSharedRounded from '@mui/icons-material/FolderSharedRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import Alert from '@mui/material/Alert';
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Notification } from '@keel/contracts/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../locales/use-language.ts';
import { fromNow } from '../../../lib/format-time.ts';
import type { useNotifications } from '../use-notifications.ts';

const TYPE_ICONS: Record<Notification['type'], ReactNode> = {
  mail: <MailRounded />,
  chat_message: <ChatRounded />,
  order_placed: <ShoppingCartRounded />,
  invoice_paid: <ReceiptLongRounded />,
  file_shared: <FolderSharedRounded />,
  calendar_event: <EventRounded />,
};

function NotificationItem({
  item,
  onOpen,
}: {
  item: Notification;
  onOpen: (item: Notification) => void;
}) {
  const language = useLanguage();
  return (
    <ButtonBase
      onClick={() => onOpen(item)}
      sx={{
        width: 1,
        gap: 2,
        px: 2.5,
        py: 1.5,
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        textAlign: 'start',
        borderBottom: 1,
        borderBottomStyle: 'dashed',
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
        ...(item.isUnRead && { bgcolor: (theme) => `${theme.palette.primary.main}0F` }),
      }}
    >
      {item.avatarUrl ? (
        <Avatar src={item.avatarUrl} alt="" />
      ) : (
        <Avatar sx={{ bgcolor: 'background.neutral', color: 'text.secondary' }}>
          {TYPE_ICONS[item.type]}
        </Avatar>
      )}
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
          {item.title}
        </Typography>
        <Typography
          variant="body2"
          component="span"
          color="text.secondary"
          sx={{ display: 'block', wordBreak: 'break-word' }}
        >
          {item.description}
        </Typography>
        <Typography
          variant="caption"
          component="span"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
        >
          {fromNow(item.createdAt, language)}
        </Typography>
      </Box>
      {item.isUnRead && (
        <Box
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            mt: 1,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: 'info.main',
          }}
        />
      )}
    </ButtonBase>
  );
}

function Group({
  title,
  items,
  onOpen,
}: {
  title: string;
  items: Notification[];
  onOpen: (item: Notification) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography
        variant="overline"
        component="h3"
        sx={{ display: 'block', px: 2.5, pt: 1.5, pb: 0.5, color: 'text.secondary' }}
      >
        {title}
      </Typography>
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} onOpen={onOpen} />
      ))}
    </Box>
  );
}

export function NotificationsPanel({
  data,
  onOpen,
}: {
  data: ReturnType<typeof useNotifications>;
  onOpen: (item: Notification) => void;
}) {
  const { t } = useTranslation('chrome');
  const { notifications, total, unreadCount, loading, error, refresh, loadMore, markAllRead } =
    data;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 2, gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {t('notifications.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notifications.unread', { count: unreadCount })}
          </Typography>
        </Box>
        {unreadCount > 0 && (
          <Tooltip title={t('notifications.markAllRead')}>
            <IconButton
              color="primary"
              onClick={() => void markAllRead()}
              aria-label={t('notifications.markAllRead')}
            >
              <DoneAllRounded />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
        {error && notifications.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refresh()}>
                {t('retry')}
              </Button>
            }
          >
            {t(error, {
              ns: 'validation',
              keySeparator: false,
              nsSeparator: false,
              defaultValue: error,
            })}
          </Alert>
        ) : notifications.length === 0 && !loading ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {t('notifications.empty')}
          </Typography>
        ) : (
          <>
            <Group
              title={t('notifications.new')}
              items={notifications.filter((item) => item.isUnRead)}
              onOpen={onOpen}
            />
            <Group
              title={t('notifications.before')}
              items={notifications.filter((item) => !item.isUnRead)}
              onOpen={onOpen}
            />
          </>
        )}
        {loading && notifications.length === 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={24} aria-label={t('loading', { ns: 'common' })} />
          </Box>
        )}
      </Box>
      {notifications.length < total && (
        <>
          <Divider />
          <Box sx={{ p: 1 }}>
            <Button
              fullWidth
              size="large"
              color="inherit"
              onClick={() => void loadMore()}
              loading={loading}
            >
              {t('notifications.viewAll')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
