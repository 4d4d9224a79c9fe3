// The chat page body: conversations on the left, the open conversation (or Compose) in the middle,
// its details on the right; everything follows the WebSocket (messages, read receipts, presence).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type {
  ChatMessageEvent,
  ChatPresenceEvent,
  ChatSeenEvent,
  Conversation,
} from '@keel/contracts/chat';
import { CHAT_EVENTS } from '@keel/contracts/chat-constants';
import type { User } from '@keel/contracts/user';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { failureMessage } from '../../../lib/http.ts';
import { setNavBadge } from '../../../lib/nav-badges.ts';
import { paths } from '../../../lib/paths.ts';
import { useRealtimeEvent, useRealtimeResync } from '../../../lib/realtime.ts';
import { lastSeenMessageId, othersIn } from '../chat-text.ts';
import {
  activeCleared,
  deleteMessage,
  editMessage,
  getContacts,
  getConversation,
  getConversations,
  getOlderMessages,
  getParticipants,
  markAsSeen,
  messageChanged,
  messageReceived,
  presenceReceived,
  recipientsChanged,
  seenReceived,
  selectChat,
  totalUnread,
} from '../chat.slice.ts';
import { useChatSend } from '../use-chat-send.ts';
import { useChatTyping } from '../use-chat-typing.ts';
import type { BubbleMessage } from './chat-message-bubble.tsx';
import { ChatComposeBar } from './chat-compose-bar.tsx';
import { ChatConversationFailure, ChatConversationSkeleton } from './chat-conversation-states.tsx';
import { ChatHeader } from './chat-header.tsx';
import { ChatMessageInput } from './chat-message-input.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { ChatNav } from './chat-nav.tsx';
import { ChatRoomPanel } from './chat-room-panel.tsx';

const PAGE = 50;
const onScreen = () => document.visibilityState === 'visible' && document.hasFocus();

export function ChatView({
  me,
  conversationKey,
}: {
  me: User;
  conversationKey: string | undefined;
}) {
  const { t } = useTranslation('chat');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const dispatch = useAppDispatch();
  const chat = useAppSelector(selectChat);
  // The conversation list renders from a deferred copy: the slice reaches React through
  // useSyncExternalStore, in the blocking lane, and the list's rows are most of the page.
  const listed = useDeferredValue(chat);
  const { send, retry, sendFile } = useChatSend();
  const { enqueueSnackbar } = useSnackbar();
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const [listError, setListError] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState(false);
  const [panelChoice, setPanelChoice] = useState<boolean | null>(null);
  // The details panel starts open only where it fits beside the messages.
  const panelOpen = panelChoice ?? wide;
  const setPanelOpen = (update: (value: boolean) => boolean) => setPanelChoice(update(panelOpen));
  const [opened, setOpened] = useState<{
    key: string;
    status: 'loading' | 'ready' | 'error';
    error?: string;
  } | null>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const compose = !conversationKey;
  // On a phone, /dashboard/chat is the conversation list; /dashboard/chat/new is the composer.
  const listOnly = !desktop && compose && pathname !== paths.dashboard.chat.new;
  const active: Conversation | undefined = chat.activeConversationId
    ? chat.conversations.byId[chat.activeConversationId]
    : undefined;
  const activeId = active?.id ?? null;
  const seenTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const open = useCallback(
    async (key: string) => {
      setOpened({ key, status: 'loading' });
      const result = await dispatch(getConversation(key));
      if (getConversation.rejected.match(result)) {
        setOpened({ key, status: 'error', error: failureMessage(result.payload) });
        return;
      }
      const conversation = result.payload;
      setHasOlder((conversation?.messages.length ?? 0) >= PAGE);
      if (conversation) void dispatch(markAsSeen(conversation.id));
      else void dispatch(getParticipants(key));
      setOpened({ key, status: 'ready' });
    },
    [dispatch],
  );

  const loadConversations = useCallback(async () => {
    setListError(null);
    const result = await dispatch(getConversations());
    if (getConversations.rejected.match(result))
      setListError(result.error.message ?? 'Could not load');
  }, [dispatch]);

  useEffect(() => {
    void dispatch(getContacts());
    void loadConversations();
  }, [dispatch, loadConversations]);
  useEffect(() => {
    if (conversationKey) void open(conversationKey);
    else {
      dispatch(activeCleared());
      setOpened(null);
    }
  }, [conversationKey, open, dispatch]);
  useEffect(() => setNavBadge('chat', totalUnread(chat)), [chat]);

  // Seen while I look at it: tell the others (debounced, so a burst of messages is one call).
  const seeLater = useCallback(
    (conversationId: string) => {
      clearTimeout(seenTimer.current);
      seenTimer.current = setTimeout(() => void dispatch(markAsSeen(conversationId)), 400);
    },
    [dispatch],
  );
  useEffect(() => () => clearTimeout(seenTimer.current), []);

  useRealtimeEvent<ChatMessageEvent & { truncated?: boolean }>(CHAT_EVENTS.message, (payload) => {
    if (payload.truncated || !chat.conversations.byId[payload.conversationId]) {
      void dispatch(getConversations());
      if (activeId && (payload.truncated || payload.conversationId === activeId))
        void dispatch(getConversation(activeId));
      return;
    }
    const visible = onScreen();
    dispatch(messageReceived({ ...payload, myId: me.id, visible }));
    if (payload.conversationId === activeId && visible && payload.message.senderId !== me.id)
      seeLater(activeId);
  });
  useRealtimeEvent<ChatMessageEvent>(CHAT_EVENTS.changed, (payload) =>
    dispatch(messageChanged(payload)),
  );
  useRealtimeEvent<ChatSeenEvent>(CHAT_EVENTS.seen, (payload) =>
    dispatch(seenReceived({ ...payload, myId: me.id })),
  );
  useRealtimeEvent<ChatPresenceEvent>(CHAT_EVENTS.presence, (payload) =>
    dispatch(presenceReceived(payload)),
  );
  useRealtimeResync(() => {
    void dispatch(getContacts());
    void loadConversations();
    if (activeId) {
      void dispatch(getConversation(activeId));
      if (onScreen()) seeLater(activeId);
    }
  });

  const others = useMemo(() => {
    if (active) return othersIn(active, me.id);
    if (compose) return chat.recipients.map((contact) => ({ ...contact, lastReadAt: null }));
    return chat.participants;
  }, [active, compose, chat.recipients, chat.participants, me.id]);

  const key = activeId ?? conversationKey ?? 'new';
  const messages = useMemo<BubbleMessage[]>(() => {
    const everyone = new Map(
      (active?.participants ?? []).map((participant) => [participant.id, participant]),
    );
    const saved = (active?.messages ?? []).map((message) => ({
      ...message,
      mine: message.senderId === me.id,
      sender: everyone.get(message.senderId),
    }));
    const pending = chat.outbox
      .filter((item) => item.key === key || item.key === conversationKey)
      .map((item) => ({
        id: item.tempId,
        body: item.request.body ?? '',
        contentType: item.request.contentType ?? 'text',
        attachments: [],
        createdAt: item.createdAt,
        mine: true,
        pending: item.status,
      }));
    return [...saved, ...pending];
  }, [active, chat.outbox, key, conversationKey, me.id]);
  const seenId = active ? lastSeenMessageId(active, me.id) : null;
  const typing = useChatTyping(activeId, me.id);
  const typingNames = typing.typingIds
    .map((id) => others.find((person) => person.id === id)?.name)
    .filter((name): name is string => Boolean(name));

  const translated = (message: string) =>
    t(message, {
      ns: 'validation',
      keySeparator: false,
      nsSeparator: false,
      defaultValue: message,
    });
  const onEdit = async (messageId: string, body: string) => {
    const result = await dispatch(editMessage({ messageId, body }));
    if (editMessage.fulfilled.match(result)) return true;
    enqueueSnackbar(translated(failureMessage(result.payload)), { variant: 'error' });
    return false;
  };
  const onDelete = async (messageId: string) => {
    const result = await dispatch(deleteMessage(messageId));
    if (deleteMessage.rejected.match(result))
      enqueueSnackbar(translated(failureMessage(result.payload)), { variant: 'error' });
  };

  const target = active
    ? { conversationId: active.id }
    : { recipientIds: others.map((person) => person.id) };
  const canSend = Boolean(active) || others.length > 0;
  const loadingConversation = opened?.status === 'loading' && !active;

  const nav = (
    <ChatNav
      me={me}
      conversations={listed.conversations.allIds
        .map((id) => listed.conversations.byId[id]!)
        .filter(Boolean)}
      loading={listed.loading}
      error={listError}
      onRetry={() => void loadConversations()}
      activeId={activeId}
      collapsed={desktop && collapsed}
      fullWidth={listOnly}
      onToggleCollapsed={desktop ? () => setCollapsed((value) => !value) : undefined}
      onNavigate={() => setNavOpen(false)}
    />
  );
  const panel = others.length > 0 && !compose && (
    <ChatRoomPanel others={others} messages={active?.messages ?? []} />
  );

  return (
    <Card
      sx={{
        height: { xs: 'calc(100dvh - 250px)', md: '72vh' },
        minHeight: 480,
        display: 'flex',
        overflow: 'hidden',
      }}
    >
      {listOnly ? (
        <Box sx={{ flex: 1, minWidth: 0 }}>{nav}</Box>
      ) : desktop ? (
        <Box sx={{ borderInlineEnd: 1, borderColor: 'divider', flexShrink: 0 }}>{nav}</Box>
      ) : (
        <Drawer open={navOpen} onClose={() => setNavOpen(false)}>
          {nav}
        </Drawer>
      )}
      {/* On a phone the list is the whole page: the composer is not drawn behind it (its recipient
          field, message list and input were a third of the page's first long task). */}
      {!listOnly && (
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          {compose ? (
            <ChatComposeBar
              contacts={chat.contacts.allIds.map((id) => chat.contacts.byId[id]!).filter(Boolean)}
              value={chat.recipients}
              onChange={(next) => dispatch(recipientsChanged(next))}
              onOpenNav={desktop ? undefined : () => setNavOpen(true)}
            />
          ) : (
            others.length > 0 && (
              <ChatHeader
                others={others}
                onOpenNav={desktop ? undefined : () => setNavOpen(true)}
                onTogglePanel={() => setPanelOpen((value) => !value)}
                panelOpen={panelOpen}
              />
            )
          )}
          {opened?.status === 'error' ? (
            <ChatConversationFailure error={opened.error} onRetry={() => void open(opened.key)} />
          ) : loadingConversation ? (
            <ChatConversationSkeleton />
          ) : (
            <ChatMessageList
              messages={messages}
              isGroup={active?.type === 'GROUP' || others.length > 1}
              seenId={seenId}
              hasOlder={hasOlder}
              onLoadOlder={async () => {
                const first = active?.messages[0];
                if (!active || !first) return;
                const result = await dispatch(
                  getOlderMessages({ conversationId: active.id, before: first.id }),
                );
                if (getOlderMessages.fulfilled.match(result))
                  setHasOlder(result.payload.messages.length >= PAGE);
              }}
              onRetry={retry}
              onEdit={onEdit}
              onDelete={onDelete}
              emptyText={compose && others.length === 0 ? t('compose.hint') : t('messages.empty')}
            />
          )}
          <Typography
            variant="caption"
            color="text.secondary"
            aria-live="polite"
            sx={{ px: 2.5, minHeight: 20, display: 'block' }}
          >
            {typingNames.length > 0 &&
              t('messages.typing', { count: typingNames.length, names: typingNames.join(', ') })}
          </Typography>
          <ChatMessageInput
            disabled={!canSend || opened?.status === 'error'}
            onTyping={typing.onTyping}
            onSend={(body) => {
              typing.onSent();
              void send(key, { ...target, body, contentType: 'text', attachments: [] });
            }}
            onImage={(file) => void sendFile(key, target, file, 'image')}
            onFile={(file) => void sendFile(key, target, file, 'attachment')}
          />
        </Box>
      )}
      {panel &&
        panelOpen &&
        (wide ? (
          panel
        ) : (
          <Drawer anchor="right" open onClose={() => setPanelOpen(() => false)}>
            {panel}
          </Drawer>
        ))}
    </Card>
  );
}
