// The file dashboard's "Folders": my top-level folders (each opens in the file manager),
// "+" for a new one (the files table's new-folder route) and "View all".
import AddRounded from '@mui/icons-material/AddRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { FileDashboard } from '@keel/contracts/dashboards';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link.tsx';
import { fBytes } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';

const NewFolderDialog = lazy(() =>
  import('./file-new-folder-dialog.tsx').then((module) => ({ default: module.NewFolderDialog })),
);

export function FileFolders({ folders }: { folders: FileDashboard['folders'] }) {
  const { t } = useTranslation('overview');
  const [creating, setCreating] = useState(false);
  return (
    <Card>
      <CardHeader
        title={t('file.folders')}
        action={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton
              aria-label={t('file.newFolder')}
              onClick={() => setCreating(true)}
              color="primary"
            >
              <AddRounded />
            </IconButton>
            <Button component={RouterLink} to={paths.dashboard.fileManager} size="small">
              {t('viewAll')}
            </Button>
          </Box>
        }
      />
      <Box
        sx={{
          p: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {folders.length === 0 && (
          <Typography color="text.secondary">{t('file.noFolders')}</Typography>
        )}
        {folders.map((folder) => (
          <Card key={folder.id} variant="outlined" sx={{ borderRadius: 1.5 }}>
            <CardActionArea
              component={RouterLink}
              to={`${paths.dashboard.fileManager}?folder=${folder.id}`}
              sx={{ p: 2 }}
            >
              <FolderRounded sx={{ color: 'warning.main', fontSize: 36 }} />
              <Typography variant="subtitle2" noWrap>
                {folder.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('file.files', { count: folder.totalFiles })} · {fBytes(folder.size)}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {creating && (
        <Suspense fallback={null}>
          <NewFolderDialog
            onClose={() => setCreating(false)}
            onCreated={() => setCreating(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}
