// /dashboard/permission-denied (docs/spec/pages.md#other-dashboard-pages): guarded by role. Admins see the sample cards
// only admins may see; members see the "Permission denied" message.
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { PermissionDeniedView } from '../../components/permission-denied-view.tsx';
import { useCan } from '../../lib/permissions.ts';
import { DashboardContent } from '../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../lib/paths.ts';

export function PermissionDeniedPage() {
  const { t } = useTranslation(['common', 'ui-kit']);
  const canManageUsers = useCan()('users.manage');
  const heading = t('pages.permissionDenied');
  return (
    <DashboardContent>
      <PageHeader
        heading={heading}
        links={[{ name: t('nav.dashboard'), href: paths.dashboard.root }, { name: heading }]}
      />
      {canManageUsers ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {Array.from({ length: 8 }, (_, index) => (
            <Card key={index} data-testid="admin-card">
              <CardContent>
                <AdminPanelSettingsRounded color="primary" sx={{ mb: 2 }} />
                <Typography variant="subtitle1" sx={{ mb: 1 }}>
                  {t('ui-kit:permissionDenied.cardTitle', { number: index + 1 })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('ui-kit:permissionDenied.cardText')}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : (
        <PermissionDeniedView />
      )}
    </DashboardContent>
  );
}
