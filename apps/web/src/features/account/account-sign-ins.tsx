// Security centre: recent sign-ins (time, address, device, success or failure). Admins may
// switch to everyone's history (issue 22).
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../components/label/label.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { queryView } from '../../lib/api.ts';
import { useCan } from '../../lib/permissions.ts';
import { describeDevice } from './describe-device.ts';
import { SIGN_INS, useAllSignInsQuery, useMySignInsQuery } from './security.api.ts';

export function AccountSignIns() {
  const { t, i18n } = useTranslation('account');
  // Everyone's history is for those who manage users (the server checks it too).
  const isAdmin = useCan()('users.manage');
  const [everyone, setEveryone] = useState(false);
  const mine = useMySignInsQuery(SIGN_INS, { skip: everyone });
  const all = useAllSignInsQuery(SIGN_INS, { skip: !everyone });
  const signIns = queryView(everyone ? all : mine, (answer) => answer.signIns);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card>
      <CardHeader
        title={t('securityCentre.signIns')}
        action={
          isAdmin && (
            <FormControlLabel
              control={
                <Switch
                  checked={everyone}
                  onChange={(event) => setEveryone(event.target.checked)}
                />
              }
              label={t('securityCentre.everyone')}
            />
          )
        }
      />
      {signIns.error ? (
        <RetryAlert message={signIns.error} onRetry={signIns.reload} />
      ) : !signIns.data ? (
        <Skeleton variant="rounded" height={160} sx={{ m: 3 }} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('securityCentre.signIns')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('securityCentre.time')}</TableCell>
                {everyone && <TableCell>{t('securityCentre.email')}</TableCell>}
                <TableCell>{t('securityCentre.address')}</TableCell>
                <TableCell>{t('securityCentre.device')}</TableCell>
                <TableCell>{t('securityCentre.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {signIns.data.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {time.format(new Date(event.createdAt))}
                  </TableCell>
                  {everyone && <TableCell>{event.email}</TableCell>}
                  <TableCell dir="ltr">{event.ip}</TableCell>
                  <TableCell>{describeDevice(event.userAgent)}</TableCell>
                  <TableCell>
                    <Label color={event.success ? 'success' : 'error'}>
                      {event.success
                        ? t('securityCentre.success')
                        : t(`securityCentre.failure.${event.reason || 'password'}`)}
                    </Label>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
