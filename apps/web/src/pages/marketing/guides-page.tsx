// Guides (docs/spec/pages.md#public-pages): six articles, a searchable side list, #slug links, numbered steps with
// an illustration each, Previous / Next.
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { DashboardMockup } from '../../features/site/components/dashboard-mockup.tsx';

const ARTICLES = [
  'getting-started',
  'managing-users',
  'selling',
  'invoicing',
  'files',
  'appearance',
] as const;
type Article = (typeof ARTICLES)[number];

export function GuidesPage() {
  const { t } = useTranslation('guides');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const current: Article = (ARTICLES as readonly string[]).includes(hash.slice(1))
    ? (hash.slice(1) as Article)
    : 'getting-started';
  const index = ARTICLES.indexOf(current);
  const needle = query.trim().toLowerCase();
  const visible = ARTICLES.filter(
    (slug) =>
      !needle ||
      `${t(`articles.${slug}.title`)} ${t(`articles.${slug}.summary`)}`
        .toLowerCase()
        .includes(needle),
  );
  const go = (slug: Article) => {
    navigate({ hash: slug });
    window.scrollTo({ top: 0 });
  };
  const steps = t(`articles.${current}.steps`, { returnObjects: true }) as string[];

  return (
    <Container sx={{ py: { xs: 6, md: 10 } }}>
      <PageTitle title={`${t(`articles.${current}.title`)} · ${t('title')}`} />
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 1 }}>
        {t('heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 6 }}>
        {t('subheading')}
      </Typography>
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 4, md: 8 } }}
      >
        <Box component="nav" aria-label={t('title')} sx={{ width: { md: 280 }, flexShrink: 0 }}>
          <TextField
            size="small"
            fullWidth
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search')}
            slotProps={{
              htmlInput: { 'aria-label': t('search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }}
          />
          <List component="div">
            {visible.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                {t('noResults', { query })}
              </Typography>
            )}
            {visible.map((slug) => (
              <ListItemButton
                key={slug}
                component="a"
                href={`#${slug}`}
                selected={slug === current}
                aria-current={slug === current ? 'page' : undefined}
                onClick={(event: React.MouseEvent) => {
                  event.preventDefault();
                  go(slug);
                }}
                sx={{
                  borderRadius: 1,
                  '&.Mui-selected .MuiListItemText-secondary': { color: 'text.primary' },
                }}
              >
                <ListItemText
                  primary={t(`articles.${slug}.title`)}
                  secondary={t(`articles.${slug}.summary`)}
                />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Box component="article" id={current} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {t(`articles.${current}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 5 }}>
            {t(`articles.${current}.summary`)}
          </Typography>
          <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {steps.map((step, stepIndex) => (
              <Box component="li" key={step} sx={{ display: 'flex', gap: 2, mb: 4 }}>
                <Box
                  sx={{
                    width: 36,
                    height: 36,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                    typography: 'subtitle2',
                  }}
                  aria-label={t('step', { n: stepIndex + 1 })}
                >
                  {stepIndex + 1}
                </Box>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ mt: 0.75, mb: 2 }}>{step}</Typography>
                  {stepIndex === 0 && (
                    <Box sx={{ maxWidth: 560 }}>
                      <DashboardMockup
                        mode="light"
                        label={t('screenshotAlt', { title: t(`articles.${current}.title`) })}
                      />
                    </Box>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              mt: 6,
              flexWrap: 'wrap',
            }}
          >
            {index > 0 ? (
              <Button
                variant="outlined"
                color="inherit"
                startIcon={
                  <ArrowBackRounded
                    sx={{
                      transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                    }}
                  />
                }
                onClick={() => go(ARTICLES[index - 1]!)}
              >
                {t('previous')}: {t(`articles.${ARTICLES[index - 1]!}.title`)}
              </Button>
            ) : (
              <span />
            )}
            {index < ARTICLES.length - 1 && (
              <Button
                variant="contained"
                endIcon={
                  <ArrowForwardRounded
                    sx={{
                      transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                    }}
                  />
                }
                onClick={() => go(ARTICLES[index + 1]!)}
              >
                {t('next')}: {t(`articles.${ARTICLES[index + 1]!}.title`)}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
    </Container>
  );
}
