// Temporary page bodies for routes whose feature has not landed: heading, breadcrumb and the
// "not built yet" notice inside the right layout. Delete this file when no page uses it.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../components/not-built-yet.tsx';
import { PageHeader } from '../components/page-header/page-header.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { DashboardContent } from '../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../lib/paths.ts';

export function DashboardPlaceholder({ headingKey }: { headingKey: string }) {
  const { t } = useTranslation();
  const heading = t(headingKey);
  return (
    <DashboardContent>
      <PageHeader heading={heading} links={[{ name: t('nav.dashboard'), href: paths.dashboard.root }, { name: heading }]} />
      <NotBuiltYet />
    </DashboardContent>
  );
}

export function PublicPlaceholder({ headingKey }: { headingKey: string }) {
  const { t } = useTranslation();
  const heading = t(headingKey);
  return (
    <Container sx={{ py: { xs: 5, md: 10 } }}>
      <PageTitle title={heading} />
      <Box sx={{ maxWidth: 640, mx: 'auto' }}>
        <Typography variant="h3" component="h1" gutterBottom>
          {heading}
        </Typography>
        <NotBuiltYet />
      </Box>
    </Container>
  );
}
