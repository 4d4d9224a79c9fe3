// Account → API tokens (issue 21): create a personal token (name, expiry, permissions within
// your own, your password), see its secret once, list tokens with their last use, revoke.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Permission } from '@keel/contracts/permissions';
import { failureMessage } from '../../lib/http.ts';
import { useCan } from '../../lib/permissions.ts';
import {
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
} from './api-tokens.api.ts';

export function AccountApiTokens() {
  const { t, i18n } = useTranslation('account');
  const can = useCan();
  const tokens = useApiTokensQuery(undefined);
  const [createToken] = useCreateApiTokenMutation();
  const [revokeToken] = useRevokeApiTokenMutation();
  const [name, setName] = useState('');
  const [days, setDays] = useState('30');
  const [password, setPassword] = useState('');
  const [scopes, setScopes] = useState<Permission[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mine = PERMISSIONS.filter((permission) => can(permission));
  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(value))
      : t('tokens.never');

  const create = async () => {
    setError(null);
    try {
      const answer = await createToken({
        body: { name, scopes, expiresInDays: Number(days), password },
      }).unwrap();
      setSecret(answer.secret);
      setName('');
      setPassword('');
      setScopes([]);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  const revoke = async (tokenId: string) => {
    try {
      await revokeToken({ body: { tokenId } }).unwrap();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };

  return (
    <Stack spacing={3}>
      <Card
        sx={{ p: 3 }}
        component="form"
        onSubmit={(event) => (event.preventDefault(), void create())}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('tokens.new')}
        </Typography>
        <Stack spacing={2}>
          <TextField
            label={t('tokens.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
          />
          <TextField
            label={t('tokens.expiresInDays')}
            type="number"
            value={days}
            onChange={(event) => setDays(event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 365 } }}
            required
          />
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {t('tokens.scopes')}
            </Typography>
            <FormGroup row>
              {mine.map((permission) => (
                <FormControlLabel
                  key={permission}
                  label={<code>{permission}</code>}
                  control={
                    <Checkbox
                      checked={scopes.includes(permission)}
                      onChange={(event) =>
                        setScopes((current) =>
                          event.target.checked
                            ? [...current, permission]
                            : current.filter((item) => item !== permission),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </fieldset>
          <TextField
            label={t('tokens.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          {error && <Alert severity="error">{error}</Alert>}
          {secret && (
            <Alert severity="success" role="status">
              {t('tokens.copyNow')}
              <Typography
                component="code"
                sx={{ display: 'block', mt: 1, wordBreak: 'break-all', fontFamily: 'monospace' }}
                data-testid="token-secret"
              >
                {secret}
              </Typography>
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            sx={{ alignSelf: 'flex-end' }}
            disabled={!name || !password || scopes.length === 0}
          >
            {t('tokens.create')}
          </Button>
        </Stack>
      </Card>
      <Card>
        <Table aria-label={t('tokens.listLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('tokens.name')}</TableCell>
              <TableCell>{t('tokens.scopes')}</TableCell>
              <TableCell>{t('tokens.expires')}</TableCell>
              <TableCell>{t('tokens.lastUsed')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(tokens.data?.tokens ?? []).map((token) => (
              <TableRow key={token.id}>
                <TableCell>
                  {token.name}
                  <Typography
                    variant="caption"
                    display="block"
                    color="text.secondary"
                    sx={{ fontFamily: 'monospace' }}
                  >
                    {token.prefix}…
                  </Typography>
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {token.scopes.join(', ')}
                </TableCell>
                <TableCell>{date(token.expiresAt)}</TableCell>
                <TableCell>
                  {date(token.lastUsedAt)}
                  {token.lastUsedIp && ` · ${token.lastUsedIp}`}
                </TableCell>
                <TableCell align="right">
                  {token.revokedAt ? (
                    t('tokens.revoked')
                  ) : (
                    <Button color="error" onClick={() => void revoke(token.id)}>
                      {t('tokens.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
}
