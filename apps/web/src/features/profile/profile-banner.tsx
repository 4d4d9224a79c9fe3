// The profile's banner: cover, avatar, name, role, the tabs and, on others' profiles, Follow.
import CheckRounded from '@mui/icons-material/CheckRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@keel/contracts/profile';
import { mediaUrl } from '../../lib/media-url.ts';

export const PROFILE_TABS = ['profile', 'followers', 'friends', 'gallery'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

interface Props {
  profile: Profile;
  isMe: boolean;
  tab: ProfileTab;
  onTab: (tab: ProfileTab) => void;
  onFollow: (follow: boolean) => void;
  following: boolean;
}

export function ProfileBanner({ profile, isMe, tab, onTab, onFollow, following }: Props) {
  const { t } = useTranslation('profile');
  return (
    <Card sx={{ mb: 3, height: { xs: 'auto', md: 290 }, position: 'relative' }}>
      <Box
        sx={{
          height: { xs: 240, md: 1 },
          color: 'common.white',
          backgroundImage: (theme) =>
            `linear-gradient(0deg, rgba(9, 26, 122, 0.8), ${theme.palette.primary.dark}99)${profile.coverUrl ? `, url(${mediaUrl(profile.coverUrl)})` : ''}`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'center', md: 'flex-end' },
          justifyContent: { xs: 'center', md: 'flex-start' },
          gap: { xs: 1, md: 3 },
          px: { md: 3 },
          pb: { md: 9 },
          textAlign: { xs: 'center', md: 'left' },
        }}
      >
        <Avatar
          src={mediaUrl(profile.photoURL)}
          alt=""
          sx={{
            width: { xs: 64, md: 128 },
            height: { xs: 64, md: 128 },
            border: 2,
            borderColor: 'common.white',
            fontSize: 40,
          }}
        >
          {profile.displayName.charAt(0)}
        </Avatar>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h2">
            {profile.displayName}
          </Typography>
          <Typography sx={{ opacity: 0.72 }}>{profile.role}</Typography>
        </Box>
        {!isMe && (
          <Button
            variant={following ? 'outlined' : 'contained'}
            color="inherit"
            onClick={() => onFollow(!following)}
            startIcon={following ? <CheckRounded /> : <PersonAddRounded />}
            sx={{
              mb: { md: 1 },
              ...(following
                ? { borderColor: 'rgba(255,255,255,0.6)' }
                : {
                    bgcolor: 'common.white',
                    color: 'grey.800',
                    '&:hover': { bgcolor: 'grey.300' },
                  }),
            }}
          >
            {following ? t('following') : t('follow')}
          </Button>
        )}
      </Box>
      <Box
        sx={{
          position: { md: 'absolute' },
          bottom: 0,
          right: 0,
          left: 0,
          bgcolor: 'background.paper',
          display: 'flex',
          justifyContent: { xs: 'center', md: 'flex-end' },
          px: { md: 3 },
        }}
      >
        <Tabs
          value={tab}
          onChange={(_, next: ProfileTab) => onTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {PROFILE_TABS.map((value) => (
            <Tab key={value} value={value} label={t(`tabs.${value}`)} />
          ))}
        </Tabs>
      </Box>
    </Card>
  );
}
