// Where the file manager is: the scope, then the folders down to the open one; each but the
// last goes back up.
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FilesView } from './use-files-params.ts';

export function FileBreadcrumbs({
  view,
  trail,
  onFolder,
}: {
  view: FilesView;
  /** The folders from the scope's root down to the open one. */
  trail: { id: string; name: string }[];
  onFolder: (folderId: string | null) => void;
}) {
  const { t } = useTranslation('files');
  return (
    <Breadcrumbs sx={{ px: 2.5, pb: 2 }} aria-label={t('breadcrumb')}>
      {view.folder ? (
        <Link
          component="button"
          type="button"
          color="inherit"
          variant="subtitle2"
          onClick={() => onFolder(null)}
        >
          {t(`scopes.${view.scope}`)}
        </Link>
      ) : (
        <Typography variant="subtitle2">{t(`scopes.${view.scope}`)}</Typography>
      )}
      {trail.map((folder, index) =>
        index < trail.length - 1 ? (
          <Link
            key={folder.id}
            component="button"
            type="button"
            color="inherit"
            variant="subtitle2"
            onClick={() => onFolder(folder.id)}
          >
            {folder.name}
          </Link>
        ) : (
          <Typography key={folder.id} variant="subtitle2" color="text.primary">
            {folder.name}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
