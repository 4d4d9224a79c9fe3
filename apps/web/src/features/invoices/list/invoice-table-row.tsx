// One invoice row: client (avatar, name, number), create, due (red when overdue), amount,
// sent, status, ⋮ View / Edit / Delete.
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@keel/contracts/invoices';
import { Label } from '../../../components/label/label.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { RowMenuCell } from '../../../components/table/row-menu-cell.tsx';
import { RowMenu } from '../../../components/table/row-menu.tsx';
import { useCan } from '../../../lib/permissions.ts';
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
  const can = useCan();
  const { t } = useTranslation('invoices');
  const format = useFormatters();
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
      <RowMenuCell>
        <RowMenu
          label={t('list.actionsFor', { number: invoice.invoiceNumber })}
          actions={[
            { label: t('actions.view'), icon: <Visibility fontSize="small" />, to: view },
            ...(can('invoices.write')
              ? [
                  {
                    label: t('actions.edit'),
                    icon: <Edit fontSize="small" />,
                    to: paths.dashboard.invoice.edit(invoice.id),
                  },
                ]
              : []),
          ]}
          remove={can('invoices.delete') ? { label: t('actions.delete'), onDelete } : undefined}
        />
      </RowMenuCell>
    </TableRow>
  );
}
