// The mail page's left column: "Compose" and the labels with their unread counts.
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MailLabel } from '@keel/contracts/mail';
import { RouterLink } from '../../../components/router-link.tsx';
import { labelIcon, labelPath } from '../mail-route.ts';

interface MailNavProps {
  labels: MailLabel[];
  activeLabelId: string;
  onCompose: () => void;
  onNavigate?: () => void;
}

export function MailNav({ labels, activeLabelId, onCompose, onNavigate }: MailNavProps) {
  const { t } = useTranslation('mail');
  return (
    <Box sx={{ p: 2, height: '100%', overflowY: 'auto' }}>
      <Button
        fullWidth
        variant="contained"
        color="inherit"
        size="large"
        startIcon={<EditRounded />}
        onClick={onCompose}
        sx={{
          mb: 2,
          bgcolor: 'text.primary',
          color: 'background.paper',
          '&:hover': { bgcolor: 'text.secondary' },
        }}
      >
        {t('compose.button')}
      </Button>
      <List component="nav" aria-label={t('labels.title')} disablePadding>
        {labels.length === 0 &&
          Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={36} sx={{ mb: 0.5 }} />
          ))}
        {labels.map((label) => {
          const active = label.id === activeLabelId;
          return (
            <ListItemButton
              key={label.id}
              component={RouterLink}
              to={labelPath(label)}
              onClick={onNavigate}
              selected={active}
              aria-current={active ? 'page' : undefined}
              sx={{
                borderRadius: 1,
                mb: 0.25,
                minHeight: 40,
                color: active ? 'text.primary' : 'text.secondary',
              }}
            >
              <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
                {labelIcon(label)}
              </ListItemIcon>
              <ListItemText
                primary={t(`labels.${label.id}`, { defaultValue: label.name })}
                slotProps={{
                  primary: { variant: 'body2', fontWeight: active ? 600 : 500, noWrap: true },
                }}
              />
              {label.unreadCount > 0 && (
                <Typography
                  variant="caption"
                  fontWeight={700}
                  sx={{ marginInlineStart: 1 }}
                  aria-label={t('labels.unread', { count: label.unreadCount })}
                >
                  {label.unreadCount}
                </Typography>
              )}
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
