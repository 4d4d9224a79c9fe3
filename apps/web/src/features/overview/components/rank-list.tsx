// A ranked list card: avatar or image, name, a caption and a value on the right.
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RankItem {
  id: string;
  name: string;
  caption?: string;
  value: ReactNode;
  avatarUrl?: string | null;
  variant?: 'circular' | 'rounded';
}

export function RankList({
  title,
  items,
  action,
}: {
  title: string;
  items: RankItem[];
  action?: ReactNode;
}) {
  const { t } = useTranslation('overview');
  return (
    <Card sx={{ height: 1 }}>
      <CardHeader title={title} action={action} />
      <Stack spacing={2.5} sx={{ p: 3 }}>
        {items.length === 0 && <Typography color="text.secondary">{t('noData')}</Typography>}
        {items.map((item) => (
          <Box key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Avatar
              src={item.avatarUrl ?? undefined}
              alt=""
              variant={item.variant ?? 'circular'}
              sx={{ width: 48, height: 48 }}
            >
              {item.name.charAt(0)}
            </Avatar>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" noWrap>
                {item.name}
              </Typography>
              {item.caption && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {item.caption}
                </Typography>
              )}
            </Box>
            <Typography variant="subtitle2" sx={{ flexShrink: 0 }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
