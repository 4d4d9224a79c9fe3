// The social profile page body (docs/spec/pages.md#users): banner with tabs, then the Profile tab (about,
// posts), Followers, Friends or Gallery; `?user=` picks whose, `?tab=` which tab.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { User } from '@keel/contracts/user';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { errorMessage } from '../../lib/api.ts';
import { failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';
import { ProfileAbout } from './profile-about.tsx';
import { PROFILE_TABS, ProfileBanner, type ProfileTab } from './profile-banner.tsx';
import { ProfileGallery } from './profile-gallery.tsx';
import { ProfileFollowers, ProfileFriends } from './profile-people.tsx';
import { ProfilePosts } from './profile-posts.tsx';
import { useFollowProfileMutation, useProfileQuery } from './profile.api.ts';

export function ProfileView({ me }: { me: User }) {
  const { t } = useTranslation(['profile', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useSearchParams();
  const slug = search.get('user') || undefined;
  const tabParam = search.get('tab');
  const tab: ProfileTab = PROFILE_TABS.includes(tabParam as ProfileTab)
    ? (tabParam as ProfileTab)
    : 'profile';
  const result = useProfileQuery({ query: { user: slug } });
  // The profile asked for, not the one shown before it while this one loads.
  const profile = result.currentData?.profile;
  const error = errorMessage(result.error);
  const [followProfile] = useFollowProfileMutation();
  const isMe = !slug || profile?.id === me.id;
  const refresh = () => void result.refetch();

  // Invalidates 'Profile': the profile (its counts, the button) and the people lists refetch.
  const follow = async (value: boolean) => {
    if (!profile) return;
    try {
      await followProfile({ body: { userId: profile.id, follow: value } }).unwrap();
    } catch (failure) {
      const message = failureMessage(failure);
      enqueueSnackbar(
        t(message, {
          ns: 'validation',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: message,
        }),
        { variant: 'error' },
      );
    }
  };

  if (error === 'Profile not found') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }}>
        <Typography variant="h5">{t('notFound')}</Typography>
        <Button component={RouterLink} to={paths.dashboard.user.cards} variant="outlined">
          {t('backToCards')}
        </Button>
      </Stack>
    );
  }
  if (error) return <RetryAlert message={error} onRetry={refresh} />;
  if (!profile) return <Skeleton variant="rounded" height={290} />;

  return (
    <>
      <ProfileBanner
        profile={profile}
        isMe={isMe}
        tab={tab}
        following={profile.isFollowed}
        onFollow={(value) => void follow(value)}
        onTab={(next) =>
          setSearch((current) => {
            const params = new URLSearchParams(current);
            if (next === 'profile') params.delete('tab');
            else params.set('tab', next);
            return params;
          })
        }
      />
      {tab === 'profile' && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '4fr 8fr' },
            alignItems: 'start',
          }}
        >
          <ProfileAbout profile={profile} />
          <ProfilePosts key={profile.id} slug={slug} me={me} isMe={isMe} />
        </Box>
      )}
      {tab === 'followers' && <ProfileFollowers slug={slug} meId={me.id} />}
      {tab === 'friends' && <ProfileFriends slug={slug} meId={me.id} />}
      {tab === 'gallery' && <ProfileGallery slug={slug} />}
    </>
  );
}
