// Notifications tab: which e-mails I get about activity and about the application.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '@keel/contracts/account-settings';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { failureMessage } from '../../lib/http.ts';
import { queryView } from '../../lib/api.ts';
import {
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} from './account.api.ts';

const GROUPS = [
  { key: 'activity', fields: ['activityComments', 'activityAnswers', 'activityFollows'] },
  { key: 'application', fields: ['applicationNews', 'applicationProduct', 'applicationBlog'] },
] as const;

export function AccountNotifications() {
  const { t } = useTranslation(['account', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const remote = queryView(
    useNotificationSettingsQuery(undefined),
    (answer) => answer.notificationSettings,
  );
  const [saveSettings] = useSaveNotificationSettingsMutation();
  const [values, setValues] = useState<NotificationSettings>();
  const [saving, setSaving] = useState(false);
  useEffect(() => setValues(remote.data), [remote.data]);

  if (remote.error) return <RetryAlert message={remote.error} onRetry={remote.reload} />;
  if (!values) return <Skeleton variant="rounded" height={360} />;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveSettings({ body: { notificationSettings: values } }).unwrap();
      setValues(saved.notificationSettings);
      enqueueSnackbar(t('saved'));
    } catch (failure) {
      const message = failureMessage(failure);
      enqueueSnackbar(
        t(message, {
          ns: 'validation',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: message,
        }),
        { variant: 'error' },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ p: 3 }}>
      <Stack spacing={4}>
        {GROUPS.map((group) => (
          <Grid key={group.key} container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Typography variant="h6">{t(`notifications.${group.key}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`notifications.${group.key}Help`)}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack spacing={1} sx={{ p: 2, borderRadius: 1.5, bgcolor: 'action.hover' }}>
                {group.fields.map((field) => (
                  <FormControlLabel
                    key={field}
                    labelPlacement="start"
                    sx={{ mx: 0, justifyContent: 'space-between' }}
                    control={
                      <Switch
                        checked={values[field]}
                        onChange={(event) =>
                          setValues({ ...values, [field]: event.target.checked })
                        }
                      />
                    }
                    label={t(`notifications.${field}`)}
                  />
                ))}
              </Stack>
            </Grid>
          </Grid>
        ))}
        <Button
          variant="contained"
          onClick={() => void save()}
          loading={saving}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('saveChanges')}
        </Button>
      </Stack>
    </Card>
  );
}
