// Features (docs/spec/pages.md#public-pages): one card per capability with bullets and a "See it" link.
import AttachMoneyRounded from '@mui/icons-material/AttachMoneyRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import FolderSharedRounded from '@mui/icons-material/FolderSharedRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import RssFeedRounded from '@mui/icons-material/RssFeedRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import StorageRounded from '@mui/icons-material/StorageRounded';
import ViewKanbanRounded from '@mui/icons-material/ViewKanbanRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { SectionHeading } from '../../features/site/components/section-heading.tsx';
import { paths } from '../../lib/paths.ts';

const FEATURES = [
  { key: 'auth', icon: LockRounded, href: paths.auth.login },
  { key: 'dashboards', icon: DashboardRounded, href: paths.dashboard.app },
  { key: 'mailChat', icon: ChatRounded, href: paths.dashboard.mail.all },
  { key: 'kanbanCalendar', icon: ViewKanbanRounded, href: paths.dashboard.kanban },
  { key: 'shop', icon: ShoppingCartRounded, href: paths.dashboard.eCommerce.shop },
  { key: 'invoices', icon: ReceiptLongRounded, href: paths.dashboard.invoice.list },
  { key: 'blog', icon: RssFeedRounded, href: paths.blog },
  { key: 'files', icon: FolderSharedRounded, href: paths.dashboard.fileManager },
  { key: 'users', icon: PeopleRounded, href: paths.dashboard.user.list },
  { key: 'appearance', icon: PaletteRounded, href: paths.components },
  { key: 'postgres', icon: StorageRounded, href: paths.guides },
] as const;

export function FeaturesPage() {
  const { t } = useTranslation('site');
  return (
    <Container sx={{ py: { xs: 8, md: 12 } }}>
      <PageTitle title={t('features.title')} />
      <SectionHeading
        component="h1"
        title={t('features.heading')}
        text={t('features.subheading')}
      />
      <Grid container spacing={3}>
        {FEATURES.map(({ key, icon: Icon, href }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ p: 4, height: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Box
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: 1.5,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.lighter',
                  color: 'primary.main',
                }}
              >
                <Icon />
              </Box>
              <Typography variant="h6" component="h2">
                {t(`features.items.${key}.title`)}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none', flexGrow: 1 }}>
                {(t(`features.items.${key}.bullets`, { returnObjects: true }) as string[]).map(
                  (bullet) => (
                    <Box
                      component="li"
                      key={bullet}
                      sx={{ display: 'flex', gap: 1, typography: 'body2', color: 'text.secondary' }}
                    >
                      <CheckRounded fontSize="small" color="success" />
                      {bullet}
                    </Box>
                  ),
                )}
              </Stack>
              <Button component={RouterLink} to={href} sx={{ alignSelf: 'flex-start' }}>
                {t('features.seeIt')}
              </Button>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 8 }}>
        <Button
          component={RouterLink}
          to={paths.pricing}
          variant="contained"
          size="large"
          startIcon={<AttachMoneyRounded />}
        >
          {t('features.comparePlans')}
        </Button>
      </Box>
    </Container>
  );
}
