// The import dialog's column mapping (a select per field, with the first row's value as a
// preview) and its per-row error list.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FIELDS,
  IMPORT_REQUIRED,
  type ImportKind,
  type ImportRowError,
} from '@keel/contracts/import';

interface MappingProps {
  kind: ImportKind;
  columns: string[];
  mapping: Record<string, string>;
  sample: Record<string, string> | undefined;
  onChange: (field: string, column: string) => void;
}

export function ImportMapping({ kind, columns, mapping, sample, onChange }: MappingProps) {
  const { t } = useTranslation('transfer');
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('import.mapping')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {IMPORT_FIELDS[kind].map((field) => {
          const required = IMPORT_REQUIRED[kind].includes(field);
          const column = mapping[field] ?? '';
          return (
            <TextField
              key={field}
              select
              size="small"
              required={required}
              label={t(`fields.${field}`)}
              value={column}
              onChange={(event) => onChange(field, event.target.value)}
              helperText={
                column && sample
                  ? t('import.sample', { value: sample[column] ?? '' })
                  : required
                    ? t('import.required')
                    : ' '
              }
              error={required && !column}
            >
              <MenuItem value="">{t('import.skip')}</MenuItem>
              {columns.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Box>
    </Box>
  );
}

export function ImportErrors({ failed }: { failed: ImportRowError[] }) {
  const { t } = useTranslation('transfer');
  return (
    <Box role="alert">
      <Typography color="error" variant="subtitle2" sx={{ mb: 1 }}>
        {t('import.failedRows', { count: failed.length })}
      </Typography>
      <Table size="small" aria-label={t('import.errorsLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('import.row')}</TableCell>
            <TableCell>{t('import.field')}</TableCell>
            <TableCell>{t('import.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {failed.slice(0, 100).flatMap((failure) =>
            Object.entries(failure.errors).map(([field, message]) => (
              <TableRow key={`${failure.row}-${field}`}>
                <TableCell>{failure.row}</TableCell>
                <TableCell>{field === '_' ? '' : field}</TableCell>
                <TableCell>{message}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
