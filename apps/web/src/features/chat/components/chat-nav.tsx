// The chat page's left column: my avatar and status, Compose, "Search contacts…" and my
// conversations, newest first. It collapses to avatars on desktop and is a drawer on phones.
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, Conversation } from '@keel/contracts/chat';
import { RouterLink } from '../../../components/router-link.tsx';
import { fromNow } from '../../../lib/format-time.ts';
import { paths } from '../../../lib/paths.ts';
import type { Presence } from '../chat.api.ts';
import { useChatSearchQuery } from '../chat.endpoints.ts';
import { useDebounce } from '../../../lib/use-debounce.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { ChatConversationItem } from './chat-conversation-item.tsx';
import { ChatStatusMenu } from './chat-status-menu.tsx';

interface ChatNavProps {
  me: { id: string; displayName: string; photoURL: string | null; presence: Presence };
  conversations: Conversation[];
  loading: boolean;
  /** The conversations could not be loaded: shown with Retry instead of "No conversations yet". */
  error?: string | null;
  onRetry?: () => void;
  activeId: string | null;
  collapsed: boolean;
  /** On a phone the list is the page itself, as wide as the screen. */
  fullWidth?: boolean;
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
}

export function ChatNav({
  me,
  conversations,
  loading,
  error,
  onRetry,
  activeId,
  collapsed,
  fullWidth,
  onToggleCollapsed,
  onNavigate,
}: ChatNavProps) {
  const { t, i18n } = useTranslation('chat');
  const [query, setQuery] = useState('');
  const typed = useDebounce(query.trim(), 300);
  const search = useChatSearchQuery({ query: { query: typed } }, { skip: !typed });
  const results: Contact[] | null =
    query.trim() && typed ? (search.currentData?.results ?? null) : null;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        width: fullWidth ? '100%' : collapsed ? 96 : 320,
        transition: 'width 0.2s',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          p: 2.5,
          pb: 1.5,
        }}
      >
        <ChatStatusMenu name={me.displayName} avatar={me.photoURL} presence={me.presence} />
        {onToggleCollapsed && (
          <Tooltip title={collapsed ? t('nav.expand') : t('nav.collapse')}>
            <IconButton
              size="small"
              onClick={onToggleCollapsed}
              aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
              sx={{ order: collapsed ? 2 : 3 }}
            >
              {collapsed !== (i18n.dir() === 'rtl') ? (
                <ChevronRightRounded />
              ) : (
                <ChevronLeftRounded />
              )}
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('nav.compose')}>
          <IconButton
            component={RouterLink}
            to={paths.dashboard.chat.new}
            onClick={onNavigate}
            aria-label={t('nav.compose')}
            sx={{ order: 2 }}
          >
            <EditRounded />
          </IconButton>
        </Tooltip>
      </Box>
      {!collapsed && (
        <Box sx={{ px: 2.5, pb: 1 }}>
          <TextField
            fullWidth
            size="small"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('nav.search')}
            slotProps={{
              htmlInput: { 'aria-label': t('nav.search'), type: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      )}
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {results && !collapsed ? (
          <List aria-label={t('nav.results')}>
            {results.length === 0 && (
              <Typography
                component="li"
                variant="body2"
                color="text.secondary"
                sx={{ px: 2.5, py: 2 }}
              >
                {t('nav.noResults', { query })}
              </Typography>
            )}
            {results.map((contact) => (
              <li key={contact.id}>
                <ListItemButton
                  component={RouterLink}
                  to={paths.dashboard.chat.view(contact.username)}
                  onClick={() => {
                    setQuery('');
                    onNavigate?.();
                  }}
                  sx={{ gap: 1.5, px: 2.5 }}
                >
                  <ChatAvatar name={contact.name} src={contact.avatar} status={contact.status} />
                  <ListItemText
                    primary={contact.name}
                    secondary={
                      contact.status === 'offline'
                        ? t('status.lastActive', {
                            time: fromNow(contact.lastActivity, i18n.language),
                          })
                        : t(`status.${contact.status}`)
                    }
                    slotProps={{
                      primary: { noWrap: true, variant: 'subtitle2', component: 'span' },
                      secondary: { noWrap: true },
                    }}
                  />
                </ListItemButton>
              </li>
            ))}
          </List>
        ) : (
          <List aria-label={t('nav.conversations')} disablePadding>
            {error && conversations.length === 0 && !collapsed && (
              <Box component="li" sx={{ px: 2, py: 2, listStyle: 'none' }}>
                <Alert
                  severity="error"
                  action={
                    onRetry && (
                      <Button color="inherit" size="small" onClick={onRetry}>
                        {t('retry')}
                      </Button>
                    )
                  }
                >
                  {t('nav.loadFailed')}
                </Alert>
              </Box>
            )}
            {loading &&
              !error &&
              conversations.length === 0 &&
              Array.from({ length: 6 }, (_, index) => (
                <Box
                  component="li"
                  key={index}
                  sx={{ display: 'flex', gap: 1.5, px: 2.5, py: 1.25 }}
                >
                  <Skeleton variant="circular" width={40} height={40} />
                  {!collapsed && <Skeleton sx={{ flex: 1 }} />}
                </Box>
              ))}
            {!loading && !error && conversations.length === 0 && !collapsed && (
              <Typography
                component="li"
                variant="body2"
                color="text.secondary"
                sx={{ px: 2.5, py: 3, textAlign: 'center' }}
              >
                {t('nav.empty')}
              </Typography>
            )}
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <ChatConversationItem
                  conversation={conversation}
                  myId={me.id}
                  active={conversation.id === activeId}
                  collapsed={collapsed}
                  onClick={onNavigate}
                />
              </li>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
