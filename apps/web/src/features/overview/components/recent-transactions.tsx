// "Recent transactions" (banking): paged from the API; ⋮ Download receipt, Print, Delete.
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BankTransaction } from '@keel/contracts/banking';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/label/label.tsx';
import { RowMenuCell } from '../../../components/table/row-menu-cell.tsx';
import { RowMenu } from '../../../components/table/row-menu.tsx';
import { fCurrency, fDate, fTime } from '../../../lib/formatters.ts';
import { errorMessage, dataAndError } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useBankTransactionsQuery, useDeleteBankTransactionsMutation } from '../overview.api.ts';
import { downloadReceipt, printReceipt, type ReceiptLabels } from './receipt.ts';
import { textShade } from '../../../theme/contrast.ts';

const STATUS_COLOR = { completed: 'success', in_progress: 'warning', failed: 'error' } as const;

export function RecentTransactions() {
  const { t, i18n } = useTranslation('overview');
  const { enqueueSnackbar } = useSnackbar();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(5);
  const transactions = useBankTransactionsQuery(
    { query: { page: page + 1, pageSize } },
    { selectFromResult: dataAndError },
  );
  const [deleteTransactions] = useDeleteBankTransactionsMutation();
  const data = transactions.data;
  const error = errorMessage(transactions.error);
  const receiptLabels = (row: BankTransaction): ReceiptLabels => ({
    title: t('banking.receipt'),
    date: t('banking.date'),
    amount: t('banking.amount'),
    status: t('banking.status'),
    description: t('banking.description'),
    statusValue: t(`banking.statuses.${row.status}`),
    dir: i18n.dir() === 'rtl' ? 'rtl' : 'ltr',
  });

  async function remove(row: BankTransaction) {
    try {
      // Invalidates the transactions and the banking dashboard (overview.api.ts), which refetch.
      await deleteTransactions({ body: { transactionIds: [row.id] } }).unwrap();
      enqueueSnackbar(t('banking.deleted', { count: 1 }));
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  }

  return (
    <Card>
      <CardHeader title={t('banking.recentTransactions')} />
      <TableContainer sx={{ px: 1 }}>
        <Table sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('banking.description')}</TableCell>
              <TableCell>{t('banking.date')}</TableCell>
              <TableCell align="right">{t('banking.amount')}</TableCell>
              <TableCell>{t('banking.status')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {error && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="error">{error}</Typography>
                </TableCell>
              </TableRow>
            )}
            {!data &&
              !error &&
              Array.from({ length: pageSize }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={5}>
                    <Skeleton height={40} />
                  </TableCell>
                </TableRow>
              ))}
            {data?.transactions.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} sx={{ textAlign: 'center', color: 'text.secondary', py: 4 }}>
                  {t('banking.noTransactions')}
                </TableCell>
              </TableRow>
            )}
            {data?.transactions.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Avatar
                      src={row.counterpartyAvatarUrl ?? undefined}
                      alt=""
                      sx={{ width: 40, height: 40 }}
                    >
                      {row.counterparty.charAt(0)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle2" noWrap>
                        {row.description}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t(`banking.categories.${row.category}`, { defaultValue: row.category })}
                      </Typography>
                    </Box>
                  </Box>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{fDate(row.date)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {fTime(row.date)}
                  </Typography>
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    fontWeight: 600,
                    color:
                      row.type === 'income'
                        ? (theme) => textShade(theme, 'success')
                        : 'text.primary',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {row.type === 'income' ? '+' : '-'}
                  {fCurrency(row.amount)}
                </TableCell>
                <TableCell>
                  <Label color={STATUS_COLOR[row.status]}>
                    {t(`banking.statuses.${row.status}`)}
                  </Label>
                </TableCell>
                <RowMenuCell>
                  <RowMenu
                    label={t('banking.receipt')}
                    actions={[
                      {
                        label: t('banking.downloadReceipt'),
                        onClick: () => void downloadReceipt(row, receiptLabels(row)),
                      },
                      {
                        label: t('banking.print'),
                        onClick: () => void printReceipt(row, receiptLabels(row)),
                      },
                    ]}
                    remove={{
                      label: t('banking.delete'),
                      onDelete: () => remove(row),
                      confirm: {
                        question: t('banking.deleteConfirm', { name: row.description }),
                        cancelLabel: t('banking.cancel'),
                      },
                    }}
                  />
                </RowMenuCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[5, 10, 25]}
        onPageChange={(_, value) => setPage(value)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Card>
  );
}
