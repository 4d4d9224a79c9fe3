// Followers (with Follow / Followed toggles) and friends, the people a user follows (search,
// ⋮ Unfollow / Message) (docs/spec/pages.md#users).
import CheckRounded from '@mui/icons-material/CheckRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Follower } from '@keel/contracts/profile';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { errorMessage } from '../../lib/api.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';
import { useDebounce } from '../../lib/use-debounce.ts';
import {
  useFollowProfileMutation,
  useProfileFollowersQuery,
  useProfileFriendsQuery,
} from './profile.api.ts';

function PersonCard({
  person,
  meId,
  onFollow,
  friendMenu,
}: {
  person: Follower;
  meId: string;
  onFollow: (follow: boolean) => Promise<void>;
  friendMenu?: boolean;
}) {
  const { t } = useTranslation('profile');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = async (follow: boolean) => {
    setBusy(true);
    try {
      await onFollow(follow);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar src={mediaUrl(person.photoURL)} alt="" sx={{ width: 48, height: 48 }}>
        {person.displayName.charAt(0)}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`${paths.dashboard.user.profile}?user=${encodeURIComponent(person.slug)}`}
          variant="subtitle2"
          color="inherit"
          noWrap
          sx={{ display: 'block' }}
        >
          {person.displayName}
        </Link>
        <Typography
          variant="body2"
          color="text.secondary"
          noWrap
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {friendMenu ? (
            person.role
          ) : (
            <>
              <PlaceRounded sx={{ fontSize: 16 }} />
              {person.country}
            </>
          )}
        </Typography>
      </Box>
      {person.id === meId ? null : friendMenu ? (
        <>
          <IconButton
            onClick={(event) => setMenu(event.currentTarget)}
            aria-label={t('people.actions', { name: person.displayName })}
          >
            <MoreVertRounded />
          </IconButton>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            <MenuItem
              onClick={() => {
                setMenu(null);
                void toggle(!person.isFollowed);
              }}
              sx={{ color: person.isFollowed ? 'error.main' : undefined }}
            >
              {person.isFollowed ? t('people.unfollow') : t('follow')}
            </MenuItem>
            <MenuItem component={RouterLink} to={paths.dashboard.chat.view(person.slug)}>
              {t('people.message')}
            </MenuItem>
          </Menu>
        </>
      ) : (
        <Button
          size="small"
          variant={person.isFollowed ? 'text' : 'outlined'}
          color={person.isFollowed ? 'success' : 'inherit'}
          startIcon={person.isFollowed ? <CheckRounded /> : <PersonAddRounded />}
          onClick={() => void toggle(!person.isFollowed)}
          disabled={busy}
          sx={{ flexShrink: 0 }}
        >
          {person.isFollowed ? t('people.followed') : t('follow')}
        </Button>
      )}
    </Card>
  );
}

function PeopleGrid({
  people,
  loading,
  error,
  onRetry,
  empty,
  meId,
  onFollow,
  friendMenu,
}: {
  people: Follower[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  empty: string;
  meId: string;
  onFollow: (person: Follower, follow: boolean) => Promise<void>;
  friendMenu?: boolean;
}) {
  if (error) return <RetryAlert message={error} onRetry={onRetry} />;
  if (loading && !people) {
    return (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={88} />
        ))}
      </Box>
    );
  }
  if (!people || people.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 8 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {people.map((person) => (
        <PersonCard
          key={person.id}
          person={person}
          meId={meId}
          friendMenu={friendMenu}
          onFollow={(follow) => onFollow(person, follow)}
        />
      ))}
    </Box>
  );
}

/** Follows or unfollows; invalidates 'Profile', so the list and the profile's counts refetch. */
function useFollowToggle() {
  const { t } = useTranslation('validation');
  const { enqueueSnackbar } = useSnackbar();
  const [followProfile] = useFollowProfileMutation();
  return async (person: Follower, follow: boolean) => {
    try {
      await followProfile({ body: { userId: person.id, follow } }).unwrap();
    } catch (failure) {
      const message = failureMessage(failure);
      enqueueSnackbar(
        t(message, { keySeparator: false, nsSeparator: false, defaultValue: message }),
        { variant: 'error' },
      );
    }
  };
}

export function ProfileFollowers({ slug, meId }: { slug?: string; meId: string }) {
  const { t } = useTranslation('profile');
  const followers = useProfileFollowersQuery({ query: { user: slug, pageSize: 100 } });
  const toggle = useFollowToggle();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {t('tabs.followers')}
      </Typography>
      <PeopleGrid
        people={followers.data?.followers}
        loading={followers.isFetching}
        error={errorMessage(followers.error)}
        onRetry={() => void followers.refetch()}
        empty={t('people.noFollowers')}
        meId={meId}
        onFollow={toggle}
      />
    </Stack>
  );
}

export function ProfileFriends({ slug, meId }: { slug?: string; meId: string }) {
  const { t } = useTranslation('profile');
  const [text, setText] = useState('');
  const q = useDebounce(text, 300);
  const friends = useProfileFriendsQuery({ query: { user: slug, q, pageSize: 100 } });
  const toggle = useFollowToggle();
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h2">
          {t('tabs.friends')}
        </Typography>
        <TextField
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('people.searchFriends')}
          slotProps={{
            htmlInput: { 'aria-label': t('people.searchFriends') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded sx={{ color: 'text.disabled' }} />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <PeopleGrid
        people={friends.data?.friends}
        loading={friends.isFetching}
        error={errorMessage(friends.error)}
        onRetry={() => void friends.refetch()}
        empty={q ? t('people.noMatch') : t('people.noFriends')}
        meId={meId}
        onFollow={toggle}
        friendMenu
      />
    </Stack>
  );
}
