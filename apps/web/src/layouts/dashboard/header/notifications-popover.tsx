// The header's notifications (pages.md §2): a bell with the unread count; the popover groups
// "New" (unread) and "Before that", marks one read on click and opens its link, marks all read,
// and loads 20 more with "View all".
import ChatRounded from '@mui/icons-material/ChatRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import FolderSharedRounded from '@mui/icons-material/FolderSharedRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Notification } from '@keel/contracts/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../locales/use-language.ts';
import { timeAgo } from './relative-time.ts';
import { useNotifications } from './use-notifications.ts';

const TYPE_ICONS: Record<Notification['type'], ReactNode> = {
  mail: <MailRounded />,
  chat_message: <ChatRounded />,
  order_placed: <ShoppingCartRounded />,
  invoice_paid: <ReceiptLongRounded />,
  file_shared: <FolderSharedRounded />,
};

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
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
        <Avatar sx={{ bgcolor: 'background.neutral', color: 'text.secondary' }}>{TYPE_ICONS[item.type]}</Avatar>
      )}
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
          {item.title}
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-word' }}>
          {item.description}
        </Typography>
        <Typography variant="caption" component="span" color="text.disabled" sx={{ display: 'block', mt: 0.5 }}>
          {timeAgo(item.createdAt, language)}
        </Typography>
      </Box>
      {item.isUnRead && <Box aria-hidden sx={{ width: 8, height: 8, mt: 1, flexShrink: 0, borderRadius: '50%', bgcolor: 'info.main' }} />}
    </ButtonBase>
  );
}

function Group({ title, items, onOpen }: { title: string; items: Notification[]; onOpen: (item: Notification) => void }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h3" sx={{ display: 'block', px: 2.5, pt: 1.5, pb: 0.5, color: 'text.disabled' }}>
        {title}
      </Typography>
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} onOpen={onOpen} />
      ))}
    </Box>
  );
}

export function NotificationsPopover() {
  const { t } = useTranslation('chrome');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { notifications, total, unreadCount, loading, error, refresh, loadMore, markRead, markAllRead } = useNotifications();

  const open = (item: Notification) => {
    void markRead(item.id);
    setAnchor(null);
    if (/^https?:\/\//.test(item.link)) window.open(item.link, '_blank', 'noopener');
    else if (item.link) navigate(item.link);
  };

  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          void refresh();
        }}
        aria-label={t('notifications.open', { count: unreadCount })}
      >
        <Badge badgeContent={unreadCount} color="error" max={99}>
          <NotificationsRounded />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxHeight: 'min(640px, calc(100vh - 96px))', display: 'flex', flexDirection: 'column' } } }}
      >
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
              <IconButton color="primary" onClick={() => void markAllRead()} aria-label={t('notifications.markAllRead')}>
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
              {t(error, { ns: 'validation', keySeparator: false, nsSeparator: false, defaultValue: error })}
            </Alert>
          ) : notifications.length === 0 && !loading ? (
            <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
              {t('notifications.empty')}
            </Typography>
          ) : (
            <>
              <Group title={t('notifications.new')} items={notifications.filter((item) => item.isUnRead)} onOpen={open} />
              <Group title={t('notifications.before')} items={notifications.filter((item) => !item.isUnRead)} onOpen={open} />
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
              <Button fullWidth size="large" color="inherit" onClick={() => void loadMore()} loading={loading}>
                {t('notifications.viewAll')}
              </Button>
            </Box>
          </>
        )}
      </Popover>
    </>
  );
}
