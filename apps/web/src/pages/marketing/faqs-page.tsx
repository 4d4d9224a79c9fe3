// FAQs (docs/spec/pages.md#public-pages): question search, six topic tiles, accordions and the contact form.
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { ContactForm } from '../../features/site/components/contact-form.tsx';
import { SectionHeading } from '../../features/site/components/section-heading.tsx';
import { FAQ_ITEMS, FAQ_TOPICS } from '../../features/site/site-content.ts';

export function FaqsPage() {
  const { t } = useTranslation('site');
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<string | null>(null);
  const needle = query.trim().toLowerCase();
  const items = FAQ_ITEMS.filter(
    (item) =>
      (!topic || item.topic === topic) &&
      (!needle ||
        `${t(`faqs.items.${item.key}.q`)} ${t(`faqs.items.${item.key}.a`)}`
          .toLowerCase()
          .includes(needle)),
  );
  return (
    <>
      <PageTitle title={t('faqs.title')} />
      <Box
        sx={(theme) => ({
          py: { xs: 8, md: 12 },
          background: `linear-gradient(180deg, ${theme.palette.primary.main}14, transparent)`,
        })}
      >
        <Container>
          <SectionHeading component="h1" title={t('faqs.heading')} />
          <TextField
            fullWidth
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('faqs.search')}
            slotProps={{
              htmlInput: { 'aria-label': t('faqs.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ maxWidth: 560, mx: 'auto', display: 'flex', bgcolor: 'background.paper' }}
          />
        </Container>
      </Box>
      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <Grid container spacing={2} sx={{ mb: 6 }}>
          {FAQ_TOPICS.map((key) => (
            <Grid key={key} size={{ xs: 6, md: 2 }}>
              <ButtonBase
                onClick={() => setTopic((current) => (current === key ? null : key))}
                aria-pressed={topic === key}
                sx={{
                  width: 1,
                  p: 3,
                  borderRadius: 2,
                  border: 1,
                  borderColor: topic === key ? 'primary.main' : 'divider',
                  bgcolor: topic === key ? 'action.selected' : 'transparent',
                  typography: 'subtitle2',
                }}
              >
                {t(`faqs.topics.${key}`)}
              </ButtonBase>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ maxWidth: 880, mx: 'auto', mb: 10 }}>
          {items.length === 0 && (
            <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('faqs.noResults', { query })}
            </Typography>
          )}
          {items.map((item) => (
            <Accordion key={item.key} disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreRounded />}>
                <Typography variant="subtitle1">{t(`faqs.items.${item.key}.q`)}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary">{t(`faqs.items.${item.key}.a`)}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
        <Box sx={{ maxWidth: 640, mx: 'auto' }}>
          <SectionHeading title={t('faqs.contactTitle')} text={t('faqs.contactText')} />
          <ContactForm />
        </Box>
      </Container>
    </>
  );
}
