// Contact us (docs/spec/pages.md#public-pages): office cards, a bundled map and the contact form.
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { ContactForm } from '../../features/site/components/contact-form.tsx';
import { SectionHeading } from '../../features/site/components/section-heading.tsx';
import { OFFICES } from '../../features/site/site-content.ts';

// Rough equirectangular positions (percent of the map) of San Francisco, Dublin and Hanoi.
const PINS = { sf: { x: 16, y: 34 }, dublin: { x: 48, y: 24 }, hanoi: { x: 79, y: 44 } } as const;

function OfficeMap({ label }: { label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        aspectRatio: '2 / 1',
        bgcolor: 'action.hover',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 200 100"
        sx={{ position: 'absolute', inset: 0, width: 1, height: 1, color: 'text.disabled' }}
        aria-hidden
      >
        {Array.from({ length: 40 }, (_, column) =>
          Array.from({ length: 20 }, (_, row) => {
            const x = column * 5 + 2.5;
            const y = row * 5 + 2.5;
            // A dotted world: dots only where the rough continents are.
            const land =
              (x > 18 && x < 62 && y > 12 && y < 48) ||
              (x > 40 && x < 70 && y > 48 && y < 88) ||
              (x > 88 && x < 118 && y > 14 && y < 40) ||
              (x > 92 && x < 124 && y > 40 && y < 78) ||
              (x > 118 && x < 178 && y > 10 && y < 56) ||
              (x > 152 && x < 182 && y > 62 && y < 84);
            return land ? (
              <circle
                key={`${column}-${row}`}
                cx={x}
                cy={y}
                r={1.1}
                fill="currentColor"
                opacity={0.5}
              />
            ) : null;
          }),
        )}
      </Box>
      {OFFICES.map((office) => (
        <LocationOnRounded
          key={office}
          color="error"
          sx={{
            position: 'absolute',
            left: `${PINS[office].x}%`,
            top: `${PINS[office].y}%`,
            transform: 'translate(-50%, -100%)',
            fontSize: 32,
          }}
        />
      ))}
    </Box>
  );
}

export function ContactPage() {
  const { t } = useTranslation('site');
  return (
    <Container sx={{ py: { xs: 8, md: 12 } }}>
      <PageTitle title={t('contact.title')} />
      <SectionHeading component="h1" title={t('contact.heading')} text={t('contact.subheading')} />
      <Grid container spacing={3} sx={{ mb: 6 }}>
        {OFFICES.map((office) => (
          <Grid key={office} size={{ xs: 12, md: 4 }}>
            <Card sx={{ p: 3, height: 1 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t(`contact.offices.${office}.city`)}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  gap: 1,
                  typography: 'body2',
                  color: 'text.secondary',
                  mb: 1,
                }}
              >
                <LocationOnRounded fontSize="small" />
                {t(`contact.offices.${office}.address`)}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, typography: 'body2', color: 'text.secondary' }}>
                <PhoneRounded fontSize="small" />
                <span dir="ltr">{t(`contact.offices.${office}.phone`)}</span>
              </Box>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={6}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 4 }}>
            {t('contact.formTitle')}
          </Typography>
          <ContactForm />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OfficeMap label={t('contact.mapAlt')} />
        </Grid>
      </Grid>
    </Container>
  );
}
