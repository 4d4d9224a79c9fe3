// The member directory (docs/spec/pages.md#user-cards /dashboard/user/cards): 12 cards a page with search;
// a card opens the person's profile.
import FacebookRounded from '@mui/icons-material/FacebookRounded';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import SearchRounded from '@mui/icons-material/SearchRounded';
import X from '@mui/icons-material/X';
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { UserCard } from '@keel/contracts/users';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { mediaUrl } from '../../lib/media-url.ts';
import { paths } from '../../lib/paths.ts';
import { useDebounce } from '../../lib/use-debounce.ts';
import { errorMessage } from '../../lib/api.ts';
import { useUserCardsQuery } from './users.api.ts';
import { localeOf } from '../../lib/formatters.ts';

const PAGE_SIZE = 12;

function SocialIcons({ card }: { card: UserCard }) {
  const links = [
    {
      href: card.socialLinks.facebookLink,
      icon: <FacebookRounded fontSize="small" />,
      label: 'Facebook',
      color: '#1877F2',
    },
    {
      href: card.socialLinks.instagramLink,
      icon: <Instagram fontSize="small" />,
      label: 'Instagram',
      color: '#E02D69',
    },
    {
      href: card.socialLinks.linkedinLink,
      icon: <LinkedIn fontSize="small" />,
      label: 'LinkedIn',
      color: '#007EBB',
    },
    {
      href: card.socialLinks.twitterLink,
      icon: <X fontSize="small" />,
      label: 'X',
      color: 'text.primary',
    },
  ].filter((link) => link.href);
  if (links.length === 0) return <Box sx={{ height: 34 }} />;
  return (
    <Stack direction="row" sx={{ justifyContent: 'center' }}>
      {links.map((link) => (
        <IconButton
          key={link.label}
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${card.displayName} · ${link.label}`}
          sx={{ color: link.color }}
          size="small"
        >
          {link.icon}
        </IconButton>
      ))}
    </Stack>
  );
}

function UserCardItem({ card }: { card: UserCard }) {
  const { t, i18n } = useTranslation('users');
  const number = new Intl.NumberFormat(localeOf(i18n.language), {
    notation: 'compact',
  });
  return (
    <Card sx={{ textAlign: 'center', height: 1, display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={`${paths.dashboard.user.profile}?user=${encodeURIComponent(card.slug)}`}
        sx={{ flexGrow: 1 }}
      >
        <Box sx={{ position: 'relative' }}>
          <Box
            sx={{
              height: 120,
              bgcolor: 'primary.lighter',
              backgroundImage: card.coverUrl ? `url(${mediaUrl(card.coverUrl)})` : undefined,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }}
            role="presentation"
          />
          <Avatar
            src={mediaUrl(card.photoURL)}
            alt=""
            sx={{
              width: 64,
              height: 64,
              position: 'absolute',
              left: 0,
              right: 0,
              mx: 'auto',
              bottom: -32,
              border: 3,
              borderColor: 'background.paper',
            }}
          >
            {card.displayName.charAt(0)}
          </Avatar>
        </Box>
        <Box sx={{ pt: 6, px: 2 }}>
          <Typography variant="subtitle1" noWrap>
            {card.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ mb: 1 }}>
            {card.role}
          </Typography>
        </Box>
      </CardActionArea>
      <SocialIcons card={card} />
      <Divider sx={{ borderStyle: 'dashed', mt: 1 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', py: 2.5 }}>
        {(['follower', 'following', 'totalPosts'] as const).map((key) => (
          <Box key={key}>
            <Typography variant="caption" component="div" color="text.secondary" sx={{ mb: 0.5 }}>
              {t(`cards.${key}`)}
            </Typography>
            <Typography variant="subtitle1">{number.format(card[key])}</Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

export function UserCardGrid() {
  const { t } = useTranslation('users');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const q = search.get('q') ?? '';
  const [text, setText] = useState(q);
  const settled = useDebounce(text, 300);
  useEffect(() => {
    if (settled === q) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set('q', settled);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change searches
  }, [settled]);

  const cards = useUserCardsQuery({ query: { page, pageSize: PAGE_SIZE, q: q || undefined } });
  const pages = Math.max(1, Math.ceil((cards.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack spacing={3}>
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('cards.search')}
        sx={{ maxWidth: { sm: 360 } }}
        slotProps={{
          htmlInput: { 'aria-label': t('cards.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded sx={{ color: 'text.disabled' }} />
              </InputAdornment>
            ),
          },
        }}
      />
      {cards.error ? (
        <RetryAlert message={errorMessage(cards.error)!} onRetry={() => void cards.refetch()} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {cards.isFetching && !cards.data
            ? Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} variant="rounded" height={320} />
              ))
            : cards.data?.cards.map((card) => <UserCardItem key={card.id} card={card} />)}
        </Box>
      )}
      {cards.data && cards.data.cards.length === 0 && (
        <Typography variant="h6" color="text.secondary" sx={{ textAlign: 'center', py: 8 }}>
          {t('cards.empty')}
        </Typography>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) =>
            setSearch((current) => {
              const params = new URLSearchParams(current);
              params.set('page', String(next));
              return params;
            })
          }
          sx={{ alignSelf: 'center', mt: 2 }}
        />
      )}
    </Stack>
  );
}
