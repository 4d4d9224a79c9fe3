// Security centre: my signed-in devices, with "sign out" per device and "sign out everywhere
// else" (issue 22). Ending a session ends its token and closes its live connection at once.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { queryView } from '../../lib/api.ts';
import { failureMessage } from '../../lib/http.ts';
import { fromNow } from '../../lib/format-time.ts';
import { describeDevice } from './describe-device.ts';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useMySessionsQuery,
} from './security.api.ts';

export function AccountSessions() {
  const { t, i18n } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const sessions = queryView(useMySessionsQuery(undefined), (answer) => answer.sessions);
  const [endSession] = useEndSessionMutation();
  const [endOtherSessions] = useEndOtherSessionsMutation();

  // The list refetches after either (the mutations invalidate it).
  const run = async (call: () => { unwrap: () => Promise<unknown> }) => {
    try {
      await call().unwrap();
      enqueueSnackbar(t('securityCentre.signedOut'));
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  };

  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <Card>
      <CardHeader
        title={t('securityCentre.sessions')}
        action={
          <Button
            color="error"
            disabled={others === 0}
            onClick={() => void run(() => endOtherSessions({}))}
          >
            {t('securityCentre.signOutOthers')}
          </Button>
        }
      />
      {sessions.error ? (
        <RetryAlert message={sessions.error} onRetry={sessions.reload} />
      ) : !sessions.data ? (
        <Skeleton variant="rounded" height={120} sx={{ m: 3 }} />
      ) : (
        <List aria-label={t('securityCentre.sessions')}>
          {sessions.data.map((session) => (
            <ListItem
              key={session.id}
              divider
              secondaryAction={
                session.current ? (
                  <Chip size="small" color="success" label={t('securityCentre.thisDevice')} />
                ) : (
                  <Button
                    size="small"
                    onClick={() => void run(() => endSession({ params: { id: session.id } }))}
                  >
                    {t('securityCentre.signOut')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={describeDevice(session.userAgent) || t('securityCentre.unknownDevice')}
                secondary={t('securityCentre.sessionLine', {
                  ip: session.ip,
                  lastSeen: fromNow(session.lastSeenAt, i18n.language),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
