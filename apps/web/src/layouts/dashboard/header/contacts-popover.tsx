// The header's contacts (docs/spec/pages.md#shell): "Contacts ({n})", the other active users with a status
// dot and "last active {x} ago" when offline; a click opens the chat with them. The list loads
// each time the popover opens (packages/contracts/src/chat.routes.ts `contacts`), so presence is
// current. Through the typed client rather than RTK Query: the shell is on every dashboard page
// and does not load RTK Query (lib/api.ts), as the notifications popover.
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import Alert from '@mui/material/Alert';
import { Avatar } from '../../../components/avatar.tsx';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Contact } from '@keel/contracts/chat';
import { chatRoutes } from '@keel/contracts/chat.routes';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link.tsx';
import { callRoute } from '../../../lib/api-client.ts';
import { fromNow } from '../../../lib/format-time.ts';
import { failureMessage } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { useLanguage } from '../../../locales/use-language.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';

const STATUS_COLORS = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'grey.500',
} as const;

function ContactRow({ contact, onClick }: { contact: Contact; onClick: () => void }) {
  const { t } = useTranslation('chrome');
  const language = useLanguage();
  return (
    <ButtonBase
      component={RouterLink}
      to={paths.dashboard.chat.view(contact.username)}
      onClick={onClick}
      sx={{
        width: 1,
        gap: 2,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        justifyContent: 'flex-start',
        textAlign: 'start',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Badge
        overlap="circular"
        variant="dot"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{
          '& .MuiBadge-dot': {
            bgcolor: STATUS_COLORS[contact.status],
            width: 10,
            height: 10,
            borderRadius: '50%',
            border: 2,
            borderColor: 'background.paper',
          },
        }}
      >
        <Avatar src={contact.avatar ?? undefined} alt="">
          {contact.name.charAt(0).toUpperCase()}
        </Avatar>
      </Badge>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="span" noWrap sx={{ display: 'block' }}>
          {contact.name}
        </Typography>
        <Typography
          variant="caption"
          component="span"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {contact.status === 'offline'
            ? t('contacts.lastActive', { time: fromNow(contact.lastActivity, language) })
            : t(`contacts.status.${contact.status}`)}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

export function ContactsPopover() {
  const { t } = useTranslation('chrome');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted at the first open (lib/use-opened-once.ts): the header is on every dashboard page.
  const opened = useOpenedOnce(!!anchor);
  const [contacts, setContacts] = useState<Contact[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setContacts((await callRoute(chatRoutes.routes.contacts)).contacts);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setLoading(false);
    }
  }, []);

  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          void load();
        }}
        aria-label={t('contacts.open')}
      >
        <PeopleAltRounded />
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
                width: 320,
                maxHeight: 'min(560px, calc(100vh - 96px))',
                display: 'flex',
                flexDirection: 'column',
              },
            },
          }}
        >
          <Typography variant="h6" component="h2" sx={{ px: 2.5, pt: 2, pb: 1 }}>
            {t('contacts.title', { count: contacts?.length ?? 0 })}
          </Typography>
          <Box sx={{ overflowY: 'auto', px: 1, pb: 1 }}>
            {error ? (
              <Alert
                severity="error"
                sx={{ m: 1 }}
                action={
                  <Button color="inherit" size="small" onClick={() => void load()}>
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
            ) : contacts === null || (loading && contacts.length === 0) ? (
              [0, 1, 2, 3].map((index) => (
                <Box
                  key={index}
                  sx={{ display: 'flex', gap: 2, alignItems: 'center', px: 1.5, py: 1 }}
                >
                  <Skeleton variant="circular" width={40} height={40} />
                  <Skeleton variant="text" sx={{ flexGrow: 1 }} />
                </Box>
              ))
            ) : contacts.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                {t('contacts.empty')}
              </Typography>
            ) : (
              contacts.map((contact) => (
                <ContactRow key={contact.id} contact={contact} onClick={() => setAnchor(null)} />
              ))
            )}
          </Box>
        </Popover>
      )}
    </>
  );
}
