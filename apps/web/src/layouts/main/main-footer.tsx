// Marketing footer: link columns Keel, Product, Legal, Contact; social icons; © year.
import Facebook from '@mui/icons-material/Facebook';
import GitHub from '@mui/icons-material/GitHub';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { config } from '../../lib/config.ts';
import { paths } from '../../lib/paths.ts';

const columns = [
  {
    headingKey: 'footer.keel',
    links: [
      { key: 'mainNav.pages.about', to: paths.about },
      { key: 'mainNav.pages.contact', to: paths.contact },
      { key: 'mainNav.pages.faqs', to: paths.faqs },
    ],
  },
  {
    headingKey: 'footer.product',
    links: [
      { key: 'mainNav.features', to: paths.features },
      { key: 'mainNav.pricing', to: paths.pricing },
      { key: 'mainNav.blog', to: paths.blog },
    ],
  },
  {
    headingKey: 'footer.legal',
    links: [
      { key: 'mainNav.pages.terms', to: paths.terms },
      { key: 'mainNav.pages.privacy', to: paths.privacy },
    ],
  },
];

const socials = [
  { label: 'Facebook', icon: <Facebook /> },
  { label: 'X', icon: <X /> },
  { label: 'LinkedIn', icon: <LinkedIn /> },
  { label: 'GitHub', icon: <GitHub /> },
];

export function MainFooter() {
  const { t } = useTranslation('site');
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 'auto' }}>
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Logo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 260 }}>
              {t('footer.tagline')}
            </Typography>
            <Stack direction="row" sx={{ mt: 2 }}>
              {socials.map((social) => (
                <IconButton key={social.label} aria-label={social.label} size="small">
                  {social.icon}
                </IconButton>
              ))}
            </Stack>
          </Grid>
          {columns.map((column) => (
            <Grid key={column.headingKey} size={{ xs: 6, md: 2 }}>
              <Typography variant="overline" component="h2" sx={{ display: 'block', mb: 1.5 }}>
                {t(column.headingKey)}
              </Typography>
              <Stack spacing={1}>
                {column.links.map((link) => (
                  <Link
                    key={link.to}
                    component={RouterLink}
                    to={link.to}
                    color="inherit"
                    variant="body2"
                  >
                    {t(link.key)}
                  </Link>
                ))}
              </Stack>
            </Grid>
          ))}
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="overline" component="h2" sx={{ display: 'block', mb: 1.5 }}>
              {t('footer.contact')}
            </Typography>
            <Link href={`mailto:${config.supportEmail}`} color="inherit" variant="body2">
              {config.supportEmail}
            </Link>
          </Grid>
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', {
            year: new Date().getFullYear(),
            formatParams: { year: { useGrouping: false } },
          })}
        </Typography>
      </Container>
    </Box>
  );
}
