// A public page's section title block: optional overline, heading and a line of text.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function SectionHeading({
  overline,
  title,
  text,
  component = 'h2',
  align = 'center',
}: {
  overline?: string;
  title: string;
  text?: string;
  component?: 'h1' | 'h2';
  align?: 'center' | 'left';
}) {
  return (
    <Box
      sx={{
        textAlign: align === 'center' ? 'center' : 'start',
        maxWidth: align === 'center' ? 720 : undefined,
        mx: align === 'center' ? 'auto' : 0,
        mb: { xs: 5, md: 8 },
      }}
    >
      {overline && (
        <Typography variant="overline" color="primary" sx={{ display: 'block', mb: 1 }}>
          {overline}
        </Typography>
      )}
      <Typography
        variant={component === 'h1' ? 'h2' : 'h3'}
        component={component}
        sx={{ fontSize: component === 'h1' ? { xs: 32, md: 48 } : { xs: 26, md: 36 }, mb: 2 }}
      >
        {title}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
    </Box>
  );
}
