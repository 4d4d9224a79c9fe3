// List view (docs/spec/pages.md#file-manager): Name with thumbnail, Size, Type, Modified, Shared, star, ⋮; rows
// selectable for bulk Share and Delete; a folder opens on click.
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { Avatar } from '../../components/avatar.tsx';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@keel/contracts/files';
import {
  TableHeadSortable,
  type TableColumn,
} from '../../components/table/table-head-sortable.tsx';
import {
  TableErrorRow,
  TableNoData,
  TableSkeletonRows,
} from '../../components/table/table-states.tsx';
import { mediaUrl } from '../../lib/media-url.ts';
import { fBytes, localeOf } from '../../lib/formatters.ts';
import { FileIcon } from './file-icon.tsx';
import { TrashName } from './file-trash-bar.tsx';
import { FileMenu } from './file-menu.tsx';
import type { FileActions } from './use-file-actions.ts';

interface Props {
  files: FileItem[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  empty: string;
  sort: { field: string; direction: 'asc' | 'desc' };
  onSort: (field: string) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onOpen: (file: FileItem) => void;
  onDetails: (file: FileItem) => void;
  actions: FileActions;
  selectedBar: ReactNode;
}

export function FileTable({
  files,
  loading,
  error,
  onRetry,
  empty,
  sort,
  onSort,
  selected,
  onSelect,
  onOpen,
  onDetails,
  actions,
  selectedBar,
}: Props) {
  const { t, i18n } = useTranslation('files');
  const date = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
  });
  // Column ids are the API's sort fields.
  const columns: TableColumn[] = [
    { id: 'name', label: t('columns.name'), sortable: true },
    { id: 'size', label: t('columns.size'), sortable: true, width: 110 },
    { id: 'type', label: t('columns.type'), sortable: true, width: 100 },
    { id: 'dateModified', label: t('columns.modified'), sortable: true, width: 150 },
    { id: 'shared', label: t('columns.shared'), width: 140 },
    { id: 'actions', width: 110 },
  ];
  const ids = files.map((file) => file.id);
  const colSpan = columns.length + 1;
  return (
    <Box sx={{ position: 'relative' }}>
      {selectedBar}
      <TableContainer>
        <Table sx={{ minWidth: 860 }}>
          <TableHeadSortable
            columns={columns}
            orderBy={sort.field}
            order={sort.direction}
            onSort={onSort}
            rowCount={ids.length}
            numSelected={selected.length}
            onSelectAll={(checked) => onSelect(checked ? ids : [])}
          />
          <TableBody>
            {loading && files.length === 0 ? (
              <TableSkeletonRows rows={5} columns={colSpan} />
            ) : error ? (
              <TableErrorRow columns={colSpan} message={error} onRetry={onRetry} />
            ) : files.length === 0 ? (
              <TableNoData columns={colSpan} text={empty} />
            ) : (
              files.map((file) => (
                <TableRow
                  key={file.id}
                  hover
                  selected={selected.includes(file.id)}
                  onDoubleClick={() => onOpen(file)}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(file.id)}
                      onChange={(event) =>
                        onSelect(
                          event.target.checked
                            ? [...selected, file.id]
                            : selected.filter((id) => id !== file.id),
                        )
                      }
                      slotProps={{ input: { 'aria-label': t('select', { name: file.name }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
                      <FileIcon file={file} />
                      {file.deletedAt ? (
                        <TrashName file={file} />
                      ) : (
                        <Link
                          component="button"
                          type="button"
                          color="inherit"
                          variant="subtitle2"
                          onClick={() => onOpen(file)}
                          sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}
                        >
                          {file.name}
                        </Link>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {fBytes(file.size, i18n.language)}
                  </TableCell>
                  <TableCell sx={{ textTransform: 'uppercase' }}>
                    {file.type === 'folder' ? t('types.folder') : file.type}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2">
                      {date.format(new Date(file.dateModified))}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {file.shared.length > 0 ? (
                      <AvatarGroup
                        max={4}
                        sx={{
                          justifyContent: 'flex-end',
                          '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 },
                        }}
                      >
                        {file.shared.map((person) => (
                          <Avatar
                            key={person.id}
                            src={mediaUrl(person.photoURL)}
                            alt={person.displayName}
                          >
                            {person.displayName.charAt(0)}
                          </Avatar>
                        ))}
                      </AvatarGroup>
                    ) : file.access !== 'owner' ? (
                      <Typography variant="caption" color="text.secondary">
                        {file.owner.displayName}
                      </Typography>
                    ) : null}
                  </TableCell>
                  {/* The star and ⋮ stay in view while a narrow screen scrolls the table. */}
                  <TableCell
                    align="right"
                    sx={{
                      whiteSpace: 'nowrap',
                      position: 'sticky',
                      right: 0,
                      bgcolor: 'background.paper',
                      borderLeft: { xs: 1, md: 0 },
                      borderLeftColor: 'divider',
                    }}
                  >
                    {!file.deletedAt && (
                      <Checkbox
                        checked={file.isFavorited}
                        onChange={() => void actions.favorite(file)}
                        icon={<StarBorderRounded />}
                        checkedIcon={<StarRounded />}
                        color="warning"
                        slotProps={{
                          input: {
                            'aria-label': file.isFavorited
                              ? t('unstarName', { name: file.name })
                              : t('starName', { name: file.name }),
                          },
                        }}
                      />
                    )}
                    <FileMenu file={file} actions={actions} onDetails={() => onDetails(file)} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
