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
import { failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';
import { useRequest } from '../../lib/use-request.ts';
import { ProfileAbout } from './profile-about.tsx';
import { PROFILE_TABS, ProfileBanner, type ProfileTab } from './profile-banner.tsx';
import { ProfileGallery } from './profile-gallery.tsx';
import { ProfileFollowers, ProfileFriends } from './profile-people.tsx';
import { ProfilePosts } from './profile-posts.tsx';
import { profileApi } from './profile.api.ts';

export function ProfileView({ me }: { me: User }) {
  const { t } = useTranslation(['profile', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useSearchParams();
  const slug = search.get('user') || undefined;
  const tabParam = search.get('tab');
  const tab: ProfileTab = PROFILE_TABS.includes(tabParam as ProfileTab)
    ? (tabParam as ProfileTab)
    : 'profile';
  const profile = useRequest(
    (signal) => profileApi.profile(slug, signal).then((body) => body.profile),
    [slug],
  );
  const isMe = !slug || profile.data?.id === me.id;
  const refresh = () =>
    profileApi.profile(slug).then(
      (body) => profile.setData(body.profile),
      () => undefined,
    );

  const follow = async (value: boolean) => {
    if (!profile.data) return;
    try {
      profile.setData((await profileApi.follow(profile.data.id, value)).profile);
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

  if (profile.error === 'Profile not found') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }}>
        <Typography variant="h5">{t('notFound')}</Typography>
        <Button component={RouterLink} to={paths.dashboard.user.cards} variant="outlined">
          {t('backToCards')}
        </Button>
      </Stack>
    );
  }
  if (profile.error) return <RetryAlert message={profile.error} onRetry={profile.reload} />;
  if (!profile.data) return <Skeleton variant="rounded" height={290} />;

  return (
    <>
      <ProfileBanner
        profile={profile.data}
        isMe={isMe}
        tab={tab}
        following={profile.data.isFollowed}
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
          <ProfileAbout profile={profile.data} />
          <ProfilePosts
            key={profile.data.id}
            slug={slug}
            me={me}
            isMe={isMe}
            onPosted={() => void refresh()}
          />
        </Box>
      )}
      {tab === 'followers' && (
        <ProfileFollowers slug={slug} meId={me.id} onChanged={() => void refresh()} />
      )}
      {tab === 'friends' && (
        <ProfileFriends slug={slug} meId={me.id} onChanged={() => void refresh()} />
      )}
      {tab === 'gallery' && <ProfileGallery slug={slug} />}
    </>
  );
}
