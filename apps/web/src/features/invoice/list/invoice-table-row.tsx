// One invoice row: client (avatar, name, number), create, due (red when overdue), amount,
// sent, status, ⋮ View / Edit / Delete.
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import MoreVert from '@mui/icons-material/MoreVert';
import Visibility from '@mui/icons-material/Visibility';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Invoice } from '@keel/contracts/invoices';
import { Label } from '../../../components/label/label.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { STATUS_COLOR } from '../invoice-display.ts';

interface Props {
  invoice: Invoice;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}

export function InvoiceTableRow({ invoice, selected, onSelect, onDelete }: Props) {
  const { t } = useTranslation('invoice');
  const format = useFormatters();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const view = paths.dashboard.invoice.view(invoice.id);
  return (
    <TableRow hover selected={selected} data-testid="invoice-row">
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          onChange={onSelect}
          slotProps={{
            input: { 'aria-label': t('list.select', { number: invoice.invoiceNumber }) },
          }}
        />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar alt="">{invoice.invoiceTo.name.charAt(0)}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {invoice.invoiceTo.name}
            </Typography>
            <Link component={RouterLink} to={view} variant="body2" color="text.secondary">
              {invoice.invoiceNumber}
            </Link>
          </Box>
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(invoice.createDate)}</TableCell>
      <TableCell
        sx={{
          whiteSpace: 'nowrap',
          color: invoice.status === 'overdue' ? 'error.main' : 'inherit',
        }}
      >
        {format.date(invoice.dueDate)}
      </TableCell>
      <TableCell>{format.currency(invoice.totalPrice)}</TableCell>
      <TableCell align="center">{format.number(invoice.sent)}</TableCell>
      <TableCell>
        <Label color={STATUS_COLOR[invoice.status]}>{t(`status.${invoice.status}`)}</Label>
      </TableCell>
      <TableCell align="right">
        <IconButton
          aria-label={t('list.actionsFor', { number: invoice.invoiceNumber })}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => navigate(view)}>
            <ListItemIcon>
              <Visibility fontSize="small" />
            </ListItemIcon>
            {t('actions.view')}
          </MenuItem>
          <MenuItem onClick={() => navigate(paths.dashboard.invoice.edit(invoice.id))}>
            <ListItemIcon>
              <Edit fontSize="small" />
            </ListItemIcon>
            {t('actions.edit')}
          </MenuItem>
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setAnchor(null);
              onDelete();
            }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <Delete fontSize="small" />
            </ListItemIcon>
            {t('actions.delete')}
          </MenuItem>
        </Menu>
      </TableCell>
    </TableRow>
  );
}
