// /dashboard/files-manager: store, organise and share files.
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import CreateNewFolderRounded from '@mui/icons-material/CreateNewFolderRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { FilesManagerView } from '../../../features/files/files-manager-view.tsx';
import type { FileDialog } from '../../../features/files/use-file-actions.ts';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function FilesManagerPage() {
  const { t } = useTranslation(['common', 'files']);
  const [request, setRequest] = useState<FileDialog | null>(null);
  const handled = useCallback(() => setRequest(null), []);
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.fileManager')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.fileManager') },
        ]}
        action={
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<CreateNewFolderRounded />}
              onClick={() => setRequest({ kind: 'newFolder' })}
            >
              {t('files:newFolder')}
            </Button>
            <Button
              variant="contained"
              startIcon={<CloudUploadRounded />}
              onClick={() => setRequest({ kind: 'upload' })}
            >
              {t('files:upload.button')}
            </Button>
          </Stack>
        }
      />
      <FilesManagerView dialogRequest={request} onDialogHandled={handled} />
    </DashboardContent>
  );
}
