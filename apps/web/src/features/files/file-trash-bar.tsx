// The trash's pieces: the notice above its list (how long it keeps items, "Empty trash") and
// an item's name with the days left before it is deleted for good.
import DeleteSweepRounded from '@mui/icons-material/DeleteSweepRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FILE_TRASH_DAYS, type FileItem } from '@keel/contracts/files';

export function FileTrashBar({ canEmpty, onEmpty }: { canEmpty: boolean; onEmpty: () => void }) {
  const { t } = useTranslation('files');
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ mx: 2.5, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
      action={
        <Button
          color="error"
          size="small"
          startIcon={<DeleteSweepRounded />}
          disabled={!canEmpty}
          onClick={onEmpty}
        >
          {t('trash.emptyButton')}
        </Button>
      }
    >
      {t('trash.notice', { count: FILE_TRASH_DAYS })}
    </Alert>
  );
}

const DAY_MS = 86_400_000;

export function TrashName({ file }: { file: FileItem }) {
  const { t } = useTranslation('files');
  const left = Math.max(
    0,
    Math.ceil((Date.parse(file.deletedAt ?? '') + FILE_TRASH_DAYS * DAY_MS - Date.now()) / DAY_MS),
  );
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('trash.daysLeft', { count: left })}
      </Typography>
    </Stack>
  );
}
