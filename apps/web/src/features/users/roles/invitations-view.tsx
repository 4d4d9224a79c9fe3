// Invitations (docs/spec/product.md#security-and-access, invite-only registration): admins invite an e-mail with a role,
// copy the single-use link (it is also e-mailed), see who has not joined yet, and revoke.
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@keel/contracts/access';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Label } from '../../../components/label/label.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { RowMenuCell } from '../../../components/table/row-menu-cell.tsx';
import { failureFields, failureMessage } from '../../../lib/http.ts';
import { fDateTime } from '../../../lib/formatters.ts';
import { errorMessage } from '../../../lib/api.ts';
import {
  useInvitationsQuery,
  useInviteMutation,
  useRevokeInvitationMutation,
} from './roles.api.ts';
import { useRoleName, useRoles } from './use-roles.ts';

const STATUS_COLOR = {
  pending: 'info',
  accepted: 'success',
  revoked: 'default',
  expired: 'warning',
} as const;

export function InvitationsView() {
  const { t } = useTranslation(['users', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const roles = useRoles();
  const roleName = useRoleName(roles.data);
  const invitations = useInvitationsQuery(undefined);
  const loadError = errorMessage(invitations.error);
  const [sendInvitation] = useInviteMutation();
  const [revokeInvitation] = useRevokeInvitationMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('member');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [link, setLink] = useState('');
  const [revoking, setRevoking] = useState<Invitation>();
  const translated = (text: string) =>
    t(text, { ns: 'validation', keySeparator: false, nsSeparator: false, defaultValue: text });

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      const answer = await sendInvitation({ body: { email, role } }).unwrap();
      setLink(answer.link);
      setEmail('');
      enqueueSnackbar(t('invitations.sent', { email: answer.invitation.email }));
    } catch (failure) {
      const fields = failureFields(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { email: failureMessage(failure) });
    } finally {
      setSending(false);
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    try {
      await revokeInvitation({ body: { invitationId: revoking.id } }).unwrap();
      enqueueSnackbar(t('invitations.revoked', { email: revoking.email }));
    } catch (failure) {
      enqueueSnackbar(translated(failureMessage(failure)), { variant: 'error' });
    } finally {
      setRevoking(undefined);
    }
  };

  return (
    <Stack spacing={3}>
      <Card>
        <CardContent>
          <Stack
            component="form"
            noValidate
            onSubmit={invite}
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <TextField
              label={t('invitations.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(errors.email)}
              helperText={errors.email ? translated(errors.email) : ' '}
              sx={{ flex: 1 }}
              required
            />
            <TextField
              select
              label={t('invitations.role')}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              error={Boolean(errors.role)}
              helperText={errors.role ? translated(errors.role) : ' '}
              sx={{ minWidth: 200 }}
            >
              {(roles.data ?? []).map((option) => (
                <MenuItem key={option.key} value={option.key}>
                  {roleName(option.key)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={sending}
              sx={{ mt: { md: 0.5 } }}
            >
              {t('invitations.invite')}
            </Button>
          </Stack>
          {link && (
            <Alert
              severity="success"
              sx={{ mt: 1, wordBreak: 'break-all' }}
              action={
                <IconButton
                  color="inherit"
                  aria-label={t('invitations.copy')}
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(link)
                      .then(() => enqueueSnackbar(t('invitations.copied')))
                  }
                >
                  <ContentCopyRounded fontSize="small" />
                </IconButton>
              }
            >
              {t('invitations.linkOnce')} <bdi dir="ltr">{link}</bdi>
            </Alert>
          )}
        </CardContent>
      </Card>
      {loadError ? (
        <RetryAlert message={loadError} onRetry={() => void invitations.refetch()} />
      ) : (
        <Card>
          <TableContainer>
            <Table aria-label={t('invitations.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('invitations.email')}</TableCell>
                  <TableCell>{t('invitations.role')}</TableCell>
                  <TableCell>{t('invitations.status')}</TableCell>
                  <TableCell>{t('invitations.expires')}</TableCell>
                  <RowMenuCell>{t('rolesPage.actions')}</RowMenuCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invitations.data?.invitations.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>
                      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                        {t('invitations.empty')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
                {(invitations.data?.invitations ?? []).map((invitation) => (
                  <TableRow key={invitation.id} hover>
                    <TableCell>
                      <bdi dir="ltr">{invitation.email}</bdi>
                    </TableCell>
                    <TableCell>{roleName(invitation.role)}</TableCell>
                    <TableCell>
                      <Label color={STATUS_COLOR[invitation.status]}>
                        {t(`invitations.statuses.${invitation.status}`)}
                      </Label>
                    </TableCell>
                    <TableCell>{fDateTime(invitation.expiresAt)}</TableCell>
                    <RowMenuCell>
                      {invitation.status === 'pending' && (
                        <Button size="small" color="error" onClick={() => setRevoking(invitation)}>
                          {t('invitations.revoke')}
                        </Button>
                      )}
                    </RowMenuCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      <ConfirmDialog
        open={Boolean(revoking)}
        title={t('invitations.revokeTitle')}
        content={t('invitations.revokeText', { email: revoking?.email ?? '' })}
        actionLabel={t('invitations.revoke')}
        onClose={() => setRevoking(undefined)}
        onConfirm={revoke}
      />
    </Stack>
  );
}
