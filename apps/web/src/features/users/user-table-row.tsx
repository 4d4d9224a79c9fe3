// One user in the list: name with avatar and e-mail, phone, company, job title, access role
// (a picker for admins, except on their own row), verified, status, and, for admins, a checkbox
// (not on their own row: nobody deletes themselves) and the ⋮ menu (Edit, Delete).
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '@keel/contracts/access';
import type { User } from '@keel/contracts/user';
import { RouterLink } from '../../components/router-link.tsx';
import { RowMenuCell } from '../../components/table/row-menu-cell.tsx';
import { RowMenu } from '../../components/table/row-menu.tsx';
import { mediaUrl } from '../../lib/media-url.ts';
import { paths } from '../../lib/paths.ts';
import { UserStatusLabel } from './user-status-label.tsx';

interface Props {
  user: User;
  canManage: boolean;
  roles: RoleSummary[] | undefined;
  roleName: (key: string) => string;
  onRoleChange: (role: string) => void;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
  isSelf: boolean;
}

export function UserTableRow({
  user,
  canManage,
  roles,
  roleName,
  onRoleChange,
  selected,
  onSelect,
  onDelete,
  isSelf,
}: Props) {
  const { t } = useTranslation('users');
  const profileHref = `${paths.dashboard.user.profile}?user=${encodeURIComponent(user.slug)}`;
  return (
    <TableRow hover selected={selected}>
      {canManage && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            disabled={isSelf}
            onChange={onSelect}
            slotProps={{
              input: { 'aria-label': t('list.selectUser', { name: user.displayName }) },
            }}
          />
        </TableCell>
      )}
      <TableCell>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={mediaUrl(user.photoURL)} alt="">
            {user.displayName.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={canManage ? paths.dashboard.user.edit(user.slug) : profileHref}
              color="inherit"
              variant="subtitle2"
              noWrap
              sx={{ display: 'block' }}
            >
              {user.displayName}
            </Link>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phoneNumber}</TableCell>
      <TableCell>{user.company}</TableCell>
      <TableCell>{user.jobTitle}</TableCell>
      <TableCell>
        {canManage && !isSelf && roles ? (
          // The browser's own select: MUI's menu select renders each row twice at mount (it sets
          // state from a ref), the list's longest task on a phone (bench/RESULTS.md, "Issue 23,
          // session 13"); a phone shows its native picker besides.
          <TextField
            select
            size="small"
            value={user.role}
            onChange={(event) => onRoleChange(event.target.value)}
            slotProps={{
              select: { native: true },
              htmlInput: { 'aria-label': t('list.roleOf', { name: user.displayName }) },
            }}
            sx={{ minWidth: 130 }}
          >
            {roles.map((role) => (
              <option key={role.key} value={role.key}>
                {roleName(role.key)}
              </option>
            ))}
          </TextField>
        ) : (
          roleName(user.role)
        )}
      </TableCell>
      <TableCell align="center">
        {user.isVerified ? (
          <CheckCircleRounded color="success" titleAccess={t('list.verified')} />
        ) : (
          <RemoveCircleOutlineRounded
            sx={{ color: 'text.disabled' }}
            titleAccess={t('list.notVerified')}
          />
        )}
      </TableCell>
      <TableCell>
        <UserStatusLabel status={user.status} />
      </TableCell>
      {canManage && (
        <RowMenuCell>
          <RowMenu
            label={t('list.actions', { name: user.displayName })}
            actions={[
              {
                label: t('list.edit'),
                icon: <EditRounded fontSize="small" />,
                to: paths.dashboard.user.edit(user.slug),
              },
            ]}
            remove={{ label: t('list.delete'), onDelete, disabled: isSelf }}
          />
        </RowMenuCell>
      )}
    </TableRow>
  );
}
