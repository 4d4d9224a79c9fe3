// Grid view (docs/spec/pages.md#file-manager): a collapsible Folders section with "+", then file cards; checked
// cards are acted on from a floating bar.
import AddRounded from '@mui/icons-material/AddRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@keel/contracts/files';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { fBytes } from '../../lib/formatters.ts';
import { FileIcon } from './file-icon.tsx';
import { FileMenu } from './file-menu.tsx';
import type { FileActions } from './use-file-actions.ts';

interface Props {
  files: FileItem[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  empty: string;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onOpen: (file: FileItem) => void;
  onDetails: (file: FileItem) => void;
  onNewFolder?: () => void;
  actions: FileActions;
}

function GridCard({
  file,
  selected,
  onSelect,
  onOpen,
  onDetails,
  actions,
}: {
  file: FileItem;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onOpen: () => void;
  onDetails: () => void;
  actions: FileActions;
}) {
  const { t, i18n } = useTranslation('files');
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        borderColor: selected ? 'primary.main' : undefined,
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      <Stack
        direction="row"
        sx={{
          position: 'absolute',
          top: 4,
          left: 4,
          right: 4,
          justifyContent: 'space-between',
          zIndex: 1,
        }}
      >
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('select', { name: file.name }) } }}
        />
        <Stack direction="row">
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
          <FileMenu file={file} actions={actions} onDetails={onDetails} />
        </Stack>
      </Stack>
      <CardActionArea onClick={onOpen} sx={{ p: 2, pt: 7 }} aria-label={file.name}>
        <FileIcon file={file} size={48} />
        <Typography variant="subtitle2" noWrap sx={{ mt: 2 }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {file.type === 'folder' ? t('filesCount', { count: file.totalFiles ?? 0 }) + ' · ' : ''}
          {fBytes(file.size, i18n.language)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

export function FileGrid({
  files,
  loading,
  error,
  onRetry,
  empty,
  selected,
  onSelect,
  onOpen,
  onDetails,
  onNewFolder,
  actions,
}: Props) {
  const { t } = useTranslation('files');
  const [foldersOpen, setFoldersOpen] = useState(true);
  const [filesOpen, setFilesOpen] = useState(true);
  if (error)
    return (
      <Box sx={{ p: 3 }}>
        <RetryAlert message={error} onRetry={onRetry} />
      </Box>
    );
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
  } as const;
  if (loading && files.length === 0) {
    return (
      <Box sx={{ ...grid, p: 3 }}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={150} />
        ))}
      </Box>
    );
  }
  if (files.length === 0) {
    return (
      <Typography variant="h6" color="text.secondary" sx={{ textAlign: 'center', py: 8 }}>
        {empty}
      </Typography>
    );
  }
  const folders = files.filter((file) => file.type === 'folder');
  const others = files.filter((file) => file.type !== 'folder');
  const card = (file: FileItem) => (
    <GridCard
      key={file.id}
      file={file}
      selected={selected.includes(file.id)}
      onSelect={(checked) =>
        onSelect(checked ? [...selected, file.id] : selected.filter((id) => id !== file.id))
      }
      onOpen={() => onOpen(file)}
      onDetails={() => onDetails(file)}
      actions={actions}
    />
  );
  const section = (
    title: string,
    open: boolean,
    toggle: () => void,
    list: FileItem[],
    extra?: React.ReactNode,
  ) => (
    <Box sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Button
          color="inherit"
          onClick={toggle}
          endIcon={open ? <ExpandLessRounded /> : <ExpandMoreRounded />}
          sx={{ typography: 'h6' }}
          aria-expanded={open}
        >
          {title}
        </Button>
        {extra}
      </Stack>
      <Collapse in={open}>
        <Box sx={grid}>{list.map(card)}</Box>
      </Collapse>
    </Box>
  );
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      {folders.length > 0 &&
        section(
          t('grid.folders'),
          foldersOpen,
          () => setFoldersOpen((value) => !value),
          folders,
          onNewFolder && (
            <IconButton
              size="small"
              color="primary"
              onClick={onNewFolder}
              aria-label={t('newFolder')}
            >
              <AddRounded />
            </IconButton>
          ),
        )}
      {others.length > 0 &&
        section(t('grid.files'), filesOpen, () => setFilesOpen((value) => !value), others)}
    </Box>
  );
}
