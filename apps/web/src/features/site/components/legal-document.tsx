// Terms and privacy (docs/spec/pages.md#public-pages): title, "Last updated", a sticky table of contents (on top on
// phones) that highlights the section in view and jumps on click, and Print.
import PrintRounded from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { fDate } from '../../../lib/formatters.ts';

export const LEGAL_UPDATED = '2025-11-01T00:00:00Z';

export function LegalDocument({
  doc,
  sections,
}: {
  doc: 'terms' | 'privacy';
  sections: readonly string[];
}) {
  const { t } = useTranslation('legal');
  const [active, setActive] = useState(sections[0]);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((entry) => entry.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (visible) setActive(visible.target.id);
      },
      { rootMargin: '-96px 0px -60% 0px' },
    );
    for (const id of sections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);

  return (
    <Container sx={{ py: { xs: 6, md: 10 } }}>
      <PageTitle title={t(`${doc}.title`)} />
      <Box
        sx={{
          display: 'flex',
          alignItems: { md: 'flex-end' },
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          mb: 6,
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 1 }}>
            {t(`${doc}.title`)}
          </Typography>
          <Typography color="text.secondary">
            {t('lastUpdated', { date: fDate(LEGAL_UPDATED) })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<PrintRounded />}
          onClick={() => window.print()}
          sx={{ '@media print': { display: 'none' } }}
        >
          {t('print')}
        </Button>
      </Box>
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 4, md: 8 } }}
      >
        <Box
          component="nav"
          aria-label={t('contents')}
          sx={{
            width: { md: 240 },
            flexShrink: 0,
            position: { md: 'sticky' },
            top: { md: 112 },
            alignSelf: 'flex-start',
            '@media print': { display: 'none' },
          }}
        >
          <Typography variant="overline" color="text.secondary">
            {t('contents')}
          </Typography>
          <Stack
            component="ol"
            spacing={1}
            sx={{
              p: 0,
              m: 0,
              mt: 1,
              listStyle: 'none',
              borderInlineStart: 2,
              borderColor: 'divider',
            }}
          >
            {sections.map((id) => (
              <li key={id}>
                <Link
                  href={`#${id}`}
                  underline="none"
                  aria-current={active === id ? 'location' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    document
                      .getElementById(id)
                      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                    history.replaceState(null, '', `#${id}`);
                    setActive(id);
                  }}
                  sx={{
                    display: 'block',
                    px: 2,
                    py: 0.5,
                    ml: '-2px',
                    borderInlineStart: 2,
                    borderColor: active === id ? 'primary.main' : 'transparent',
                    color: active === id ? 'primary.main' : 'text.secondary',
                    typography: 'body2',
                    fontWeight: active === id ? 600 : 400,
                  }}
                >
                  {t(`${doc}.sections.${id}.title`)}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
        <Box component="article" sx={{ flexGrow: 1, maxWidth: 760 }}>
          <Typography sx={{ mb: 4 }}>{t(`${doc}.intro`)}</Typography>
          {sections.map((id, index) => (
            <Box component="section" key={id} id={id} sx={{ scrollMarginTop: 112, mb: 5 }}>
              <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {index + 1}. {t(`${doc}.sections.${id}.title`)}
              </Typography>
              <Typography color="text.secondary" sx={{ lineHeight: 1.8 }}>
                {t(`${doc}.sections.${id}.body`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
