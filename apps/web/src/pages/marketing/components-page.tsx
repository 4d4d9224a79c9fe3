// Components (docs/spec/pages.md#public-pages): the design system on one page — colours, typography, icons,
// inputs, data display, feedback, navigation, charts, upload and editor (the last two lazy).
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import { Avatar } from '../../components/avatar.tsx';
import AvatarGroup from '@mui/material/AvatarGroup';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Radio from '@mui/material/Radio';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChart } from '../../components/chart/line-chart.tsx';
import { LazyEditor } from '../../components/editor/lazy-editor.tsx';
import { Label } from '../../components/label/label.tsx';
import { PageTitle } from '../../components/page-title.tsx';

const SECTIONS = [
  'colors',
  'typography',
  'icons',
  'inputs',
  'dataDisplay',
  'feedback',
  'navigation',
  'charts',
  'upload',
  'editor',
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} sx={{ scrollMarginTop: 112, mb: 8 }}>
      <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Card sx={{ p: { xs: 2, md: 4 } }}>{children}</Card>
    </Box>
  );
}

export function ComponentsPage() {
  const { t } = useTranslation('site');
  const theme = useTheme();
  const [tab, setTab] = useState(0);
  const [editor, setEditor] = useState('<p>Keel</p>');
  const [file, setFile] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const s = (key: string, options?: Record<string, unknown>) =>
    t(`components.samples.${key}`, options);
  const colors = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

  return (
    <Container sx={{ py: { xs: 6, md: 10 } }}>
      <PageTitle title={t('components.title')} />
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 1 }}>
        {t('components.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('components.subheading')}
      </Typography>
      <Box
        component="nav"
        aria-label={t('components.contents')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 6 }}
      >
        {SECTIONS.map((id) => (
          <Chip
            key={id}
            component="a"
            href={`#${id}`}
            clickable
            label={t(`components.sections.${id}`)}
            variant="outlined"
          />
        ))}
      </Box>

      <Section id="colors" title={t('components.sections.colors')}>
        <Grid container spacing={2}>
          {colors.map((color) => (
            <Grid key={color} size={{ xs: 6, sm: 4, md: 2 }}>
              <Box sx={{ height: 72, borderRadius: 1.5, bgcolor: `${color}.main` }} />
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                {s(`palette.${color}`)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {theme.palette[color].main}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="typography" title={t('components.sections.typography')}>
        <Stack spacing={1}>
          {(
            ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'body1', 'body2', 'caption'] as const
          ).map((variant) => (
            <Typography key={variant} variant={variant} component="p" noWrap>
              {variant} · Keel
            </Typography>
          ))}
        </Stack>
      </Section>

      <Section id="icons" title={t('components.sections.icons')}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, color: 'text.secondary' }}
          aria-hidden
        >
          {[
            HomeRounded,
            MailRounded,
            NotificationsRounded,
            SettingsRounded,
            SearchRounded,
            FavoriteRounded,
            StarRounded,
            DeleteRounded,
          ].map((Icon, index) => (
            <Icon key={index} fontSize="large" />
          ))}
        </Box>
      </Section>

      <Section id="inputs" title={t('components.sections.inputs')}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <TextField label={s('textField')} />
              <TextField select label={s('select')} defaultValue="1">
                {[1, 2, 3].map((n) => (
                  <MenuItem key={n} value={String(n)}>
                    {s('option', { n })}
                  </MenuItem>
                ))}
              </TextField>
              <Slider defaultValue={40} aria-label={s('slider')} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={1}>
              <FormControlLabel control={<Checkbox defaultChecked />} label={s('checkbox')} />
              <FormControlLabel control={<Switch defaultChecked />} label={s('switch')} />
              <FormControlLabel control={<Radio checked />} label={s('radio')} />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="contained">{s('button')}</Button>
                <Button variant="outlined">{s('outlined')}</Button>
                <Button>{s('text')}</Button>
              </Box>
            </Stack>
          </Grid>
        </Grid>
      </Section>

      <Section id="dataDisplay" title={t('components.sections.dataDisplay')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
          <Chip label={s('chip')} />
          <Chip label={s('chip')} color="primary" />
          {colors.map((color) => (
            <Label key={color} color={color}>
              {s(`palette.${color}`)}
            </Label>
          ))}
          <Badge badgeContent={4} color="error">
            <MailRounded aria-label={s('badge')} />
          </Badge>
          <AvatarGroup
            max={4}
            sx={{ '& .MuiAvatar-root': { bgcolor: 'grey.600', color: 'common.white' } }}
          >
            {['A', 'B', 'C', 'D', 'E'].map((letter) => (
              <Avatar key={letter} alt={s('avatar')}>
                {letter}
              </Avatar>
            ))}
          </AvatarGroup>
          <Tooltip title={s('tooltip')}>
            <Button>{s('tooltip')}</Button>
          </Tooltip>
        </Box>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{s('tableName')}</TableCell>
              <TableCell>{s('tableRole')}</TableCell>
              <TableCell>{s('tableStatus')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell>Ava Thompson</TableCell>
              <TableCell>Admin</TableCell>
              <TableCell>
                <Label color="success">{s('active')}</Label>
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell>Kenji Sato</TableCell>
              <TableCell>Member</TableCell>
              <TableCell>
                <Label color="warning">{s('pending')}</Label>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Section>

      <Section id="feedback" title={t('components.sections.feedback')}>
        <Stack spacing={2}>
          <Alert severity="info">{s('infoAlert')}</Alert>
          <Alert severity="success">{s('successAlert')}</Alert>
          <Alert severity="warning">{s('warningAlert')}</Alert>
          <Alert severity="error">{s('errorAlert')}</Alert>
          <LinearProgress variant="determinate" value={64} aria-label={s('progress')} />
        </Stack>
      </Section>

      <Section id="navigation" title={t('components.sections.navigation')}>
        <Stack spacing={3}>
          <Breadcrumbs aria-label="breadcrumb">
            <Link href="#navigation" color="inherit">
              {s('breadcrumbHome')}
            </Link>
            <Typography color="text.primary">{s('breadcrumbComponents')}</Typography>
          </Breadcrumbs>
          <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
            {[1, 2, 3].map((n, index) => (
              <Tab key={n} value={index} label={s('tab', { n })} />
            ))}
          </Tabs>
          <Pagination count={10} color="primary" />
        </Stack>
      </Section>

      <Section id="charts" title={t('components.sections.charts')}>
        <LineChart
          area
          height={280}
          label={s('chartSeries')}
          series={[
            { name: s('chartSeries'), data: [31, 40, 28, 51, 42, 109, 100, 120, 80, 95, 110, 130] },
          ]}
          categories={['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']}
        />
      </Section>

      <Section id="upload" title={t('components.sections.upload')}>
        <Box
          role="button"
          tabIndex={0}
          onClick={() => input.current?.click()}
          onKeyDown={(event) =>
            (event.key === 'Enter' || event.key === ' ') && input.current?.click()
          }
          sx={{
            p: 5,
            textAlign: 'center',
            borderRadius: 1.5,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            bgcolor: 'action.hover',
            cursor: 'pointer',
          }}
        >
          <UploadFileRounded color="primary" sx={{ fontSize: 44 }} />
          <Typography variant="subtitle1">{s('uploadHint')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {s('uploadCaption')}
          </Typography>
          {file && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {s('uploadPreview', { name: file })}
            </Typography>
          )}
          <input
            ref={input}
            hidden
            type="file"
            accept="image/*"
            onChange={(event) => setFile(event.target.files?.[0]?.name ?? null)}
          />
        </Box>
      </Section>

      <Section id="editor" title={t('components.sections.editor')}>
        <LazyEditor
          ariaLabel={t('components.sections.editor')}
          value={editor}
          onChange={setEditor}
          placeholder={s('editorPlaceholder')}
          minHeight={160}
        />
      </Section>
    </Container>
  );
}
