// The row above a list with its CSV export and, where the user may create such records, import.
import Stack from '@mui/material/Stack';
import type { ExportList } from '@keel/contracts/export';
import type { ImportKind } from '@keel/contracts/import';
import { CsvExportButton } from './csv-export-button.tsx';
import { CsvImportButton } from './csv-import-button.tsx';

interface Props {
  list: ExportList;
  query: Parameters<typeof CsvExportButton>[0]['query'];
  /** Set when the user may import this kind of record. */
  importKind?: ImportKind;
  onImported?: () => void;
}

export function ListTransferBar({ list, query, importKind, onImported }: Props) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ px: 2.5, pt: 2.5, justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}
    >
      {importKind && (
        <CsvImportButton kind={importKind} onImported={onImported ?? (() => undefined)} />
      )}
      <CsvExportButton list={list} query={query} />
    </Stack>
  );
}
