// One customer quote: stars, quote, name, role and company.
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const AVATAR_COLORS = ['#3366FF', '#00AB55', '#FFAB00', '#FF5630', '#00B8D9', '#7635DC'];

export function TestimonialCard({
  itemKey,
  rating,
  index,
}: {
  itemKey: string;
  rating: number;
  index: number;
}) {
  const { t } = useTranslation('site');
  const name = t(`testimonials.items.${itemKey}.name`);
  return (
    <Card
      component="figure"
      sx={{ m: 0, p: 3, height: 1, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Rating value={rating} readOnly size="small" aria-label={`${rating} / 5`} />
      <Typography component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
        “{t(`testimonials.items.${itemKey}.quote`)}”
      </Typography>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar alt="" sx={{ bgcolor: AVATAR_COLORS[index % AVATAR_COLORS.length] }}>
          {name.charAt(0)}
        </Avatar>
        <Box>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`testimonials.items.${itemKey}.role`)}, {t(`testimonials.items.${itemKey}.company`)}
          </Typography>
        </Box>
      </Box>
    </Card>
  );
}
