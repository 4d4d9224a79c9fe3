// The header's notifications (docs/spec/pages.md#shell): a bell with the unread count. The list keeps
// loading in the background (use-notifications.ts); the popover's content loads on first open.
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import type { Notification } from '@keel/contracts/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIdleStart } from '../../../lib/use-idle-start.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { useNotifications } from '../use-notifications.ts';

const NotificationsPanel = lazy(() =>
  import('./notifications-panel.tsx').then((module) => ({ default: module.NotificationsPanel })),
);
const NotificationsLive = lazy(() =>
  import('./notifications-live.tsx').then((module) => ({ default: module.NotificationsLive })),
);

export function NotificationsPopover() {
  const { t } = useTranslation('chrome');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const data = useNotifications();
  // The live updates start after the page's first screen (lib/use-idle-start.ts); NotificationsLive
  // then refreshes once, for what arrived in between.
  const live = useIdleStart();
  // The popover mounts at its first open (lib/use-opened-once.ts): closed, it rendered again with
  // every change of the list, in the page's first screen.
  const opened = useOpenedOnce(!!anchor);

  const open = (item: Notification) => {
    void data.markRead(item.id);
    setAnchor(null);
    if (/^https?:\/\//.test(item.link)) window.open(item.link, '_blank', 'noopener');
    else if (item.link) navigate(item.link);
  };

  return (
    <>
      {live && (
        <Suspense fallback={null}>
          <NotificationsLive onChange={() => void data.refresh()} />
        </Suspense>
      )}
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          void data.refresh();
        }}
        aria-label={t('notifications.open')}
      >
        <Badge badgeContent={data.unreadCount} color="error" max={99}>
          <NotificationsRounded />
        </Badge>
      </IconButton>
      {opened && (
        <Popover
          open={!!anchor}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              sx: {
                width: { xs: 'calc(100vw - 32px)', sm: 380 },
                maxHeight: 'min(640px, calc(100vh - 96px))',
                display: 'flex',
                flexDirection: 'column',
              },
            },
          }}
        >
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
                <CircularProgress size={24} aria-label={t('loading', { ns: 'common' })} />
              </Box>
            }
          >
            <NotificationsPanel data={data} onOpen={open} />
          </Suspense>
        </Popover>
      )}
    </>
  );
}
