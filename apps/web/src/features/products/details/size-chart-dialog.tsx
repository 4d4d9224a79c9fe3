// The "Size chart" dialog: US sizes with their EU and UK equivalents and foot length.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

const CHART: [string, string, string, string][] = [
  ['6', '38.5', '5.5', '24'],
  ['7', '40', '6', '25'],
  ['8', '41', '7', '26'],
  ['8.5', '42', '7.5', '26.5'],
  ['9', '42.5', '8', '27'],
  ['9.5', '43', '8.5', '27.5'],
  ['10', '44', '9', '28'],
  ['10.5', '44.5', '9.5', '28.5'],
  ['11', '45', '10', '29'],
  ['11.5', '45.5', '10.5', '29.5'],
  ['12', '46', '11', '30'],
  ['13', '47.5', '12', '31'],
];

export function SizeChartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('products');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="size-chart-title"
    >
      <DialogTitle id="size-chart-title">{t('sizeChart.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('sizeChart.us')}</TableCell>
              <TableCell>{t('sizeChart.eu')}</TableCell>
              <TableCell>{t('sizeChart.uk')}</TableCell>
              <TableCell>{t('sizeChart.cm')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {CHART.map((row) => (
              <TableRow key={row[0]}>
                {row.map((cell, index) => (
                  <TableCell key={index}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
