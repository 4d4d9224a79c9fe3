// The typing indicator (issue 20): while I type in a conversation the others are told at most
// every few seconds; who else is typing is shown until their signal is TYPING_TTL_MS old or
// their message arrives. Nothing is stored: a missed signal only hides the indicator sooner.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatTypingEvent } from '@keel/contracts/chat';
import { CHAT_EVENTS, TYPING_TTL_MS } from '@keel/contracts/chat-constants';
import { useRealtimeEvent } from '../../lib/realtime.ts';
import { chatApi } from './chat.api.ts';

/** Signals closer together than this are not repeated to the server. */
export const TYPING_REPEAT_MS = 3000;

/** Who is typing now: user id → when their signal ends. */
export type TypingState = Record<string, number>;

export function typingReceived(state: TypingState, userId: string, now: number): TypingState {
  return { ...state, [userId]: now + TYPING_TTL_MS };
}

export function typingStopped(state: TypingState, userId: string): TypingState {
  if (!(userId in state)) return state;
  const next = { ...state };
  delete next[userId];
  return next;
}

export function typingNow(state: TypingState, now: number): string[] {
  return Object.entries(state)
    .filter(([, until]) => until > now)
    .map(([userId]) => userId);
}

export function useChatTyping(conversationId: string | null, myId: string) {
  const [state, setState] = useState<TypingState>({});
  const [now, setNow] = useState(() => Date.now());
  const lastSent = useRef(0);

  // A new conversation starts with nobody typing.
  useEffect(() => {
    setState({});
    lastSent.current = 0;
  }, [conversationId]);

  useRealtimeEvent<ChatTypingEvent>(CHAT_EVENTS.typing, (payload) => {
    if (payload.conversationId !== conversationId || payload.userId === myId) return;
    const at = Date.now();
    setNow(at);
    setState((current) => typingReceived(current, payload.userId, at));
  });
  useRealtimeEvent<{ conversationId: string; message: { senderId: string } }>(
    CHAT_EVENTS.message,
    (payload) => {
      if (payload.conversationId === conversationId)
        setState((current) => typingStopped(current, payload.message.senderId));
    },
  );

  const typingIds = typingNow(state, now);
  // Re-render once a second while someone is typing, so the indicator ends on its own.
  const active = typingIds.length > 0;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);

  const onTyping = useCallback(() => {
    if (!conversationId) return;
    const at = Date.now();
    if (at - lastSent.current < TYPING_REPEAT_MS) return;
    lastSent.current = at;
    chatApi.typing(conversationId).catch(() => {
      // Only a hint for the others: a failure is not worth telling the writer about.
    });
  }, [conversationId]);

  const onSent = useCallback(() => {
    lastSent.current = 0;
  }, []);

  return { typingIds, onTyping, onSent };
}
