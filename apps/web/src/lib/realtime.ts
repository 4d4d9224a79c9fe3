// The browser end of /api/ws, shared by every feature: one socket per tab, opened while anything
// listens and a token exists, signed in with a first `auth` message, reconnected with back-off.
// Features subscribe to event types and to "resync" (after a reconnect or when the window regains
// focus) to refetch what they may have missed.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  CLOSE_UNAUTHORIZED,
  REALTIME_PATH,
  REALTIME_READY,
  type ServerMessage,
} from '@keel/contracts/realtime-constants';
import { config } from './config.ts';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'offline';
type EventHandler = (payload: unknown) => void;

const TOKEN_KEY = 'accessToken';
const BACKOFF_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000];
const PING_MS = 25_000;
const ACTIVITY_MS = 60_000;

function socketUrl(): string {
  const base = config.apiBaseUrl || window.location.origin;
  return `${base.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

function currentToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Exported for tests; the app uses the `realtime` singleton below. */
export function createRealtimeClient(
  openSocket: (url: string) => WebSocket = (url) => new WebSocket(url),
) {
  const handlers = new Map<string, Set<EventHandler>>();
  const resyncHandlers = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  let status: RealtimeStatus = 'idle';
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everOpened = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let rejectedToken: string | null = null;
  let lastActivitySent = 0;

  const listenerCount = () =>
    [...handlers.values()].reduce((sum, set) => sum + set.size, 0) + resyncHandlers.size;

  function setStatus(next: RealtimeStatus) {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener();
  }

  function resync() {
    for (const handler of resyncHandlers) handler();
  }

  function dispatch(message: ServerMessage) {
    for (const handler of handlers.get(message.type) ?? []) handler(message.payload);
    for (const handler of handlers.get('*') ?? []) handler(message);
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    attempt += 1;
    // Jitter, so many tabs coming back after a server restart don't reconnect in one burst.
    retryTimer = setTimeout(connect, delay * (0.75 + Math.random() * 0.5));
  }

  function connect() {
    clearTimeout(retryTimer);
    if (socket || listenerCount() === 0) return;
    const token = currentToken();
    // No token, or the one the server already refused: wait until a sign-in stores a new one.
    if (!token || token === rejectedToken) {
      setStatus('offline');
      retryTimer = setTimeout(connect, 5000);
      return;
    }
    setStatus('connecting');
    const ws = openSocket(socketUrl());
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === REALTIME_READY) {
        attempt = 0;
        setStatus('open');
        if (everOpened) resync();
        everOpened = true;
        return;
      }
      dispatch(message);
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      setStatus('offline');
      if (event.code === CLOSE_UNAUTHORIZED) rejectedToken = token;
      if (listenerCount() > 0) scheduleRetry();
    };
    ws.onerror = () => ws.close();
  }

  function disconnect() {
    clearTimeout(retryTimer);
    const ws = socket;
    socket = null;
    ws?.close(1000);
    setStatus('idle');
  }

  function ensureConnected() {
    if (listenerCount() > 0 && !socket) connect();
  }

  function maybeDisconnect() {
    if (listenerCount() === 0) disconnect();
  }

  /** Tells the server the user is doing something, so they don't read as idle (at most once a minute). */
  function reportActivity() {
    const now = Date.now();
    if (
      now - lastActivitySent < ACTIVITY_MS ||
      socket?.readyState !== WebSocket.OPEN ||
      status !== 'open'
    )
      return;
    lastActivitySent = now;
    socket.send(JSON.stringify({ type: 'activity' }));
  }

  function startBrowserHooks() {
    if (typeof window === 'undefined') return () => undefined;
    const onFocus = () => {
      reportActivity();
      if (status === 'open') resync();
      else {
        attempt = 0;
        ensureConnected();
      }
    };
    const onOnline = () => {
      attempt = 0;
      ensureConnected();
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onOnline);
    window.addEventListener('pointerdown', reportActivity, { passive: true });
    window.addEventListener('keydown', reportActivity, { passive: true });
    pingTimer = setInterval(() => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
    }, PING_MS);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pointerdown', reportActivity);
      window.removeEventListener('keydown', reportActivity);
      clearInterval(pingTimer);
    };
  }
  let stopBrowserHooks: (() => void) | undefined;

  return {
    /** Calls `handler` with the payload of every `type` event ('*': every message). */
    subscribe(type: string, handler: EventHandler): () => void {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler);
      stopBrowserHooks ??= startBrowserHooks();
      ensureConnected();
      return () => {
        set.delete(handler);
        maybeDisconnect();
      };
    },
    /** Calls `handler` after a reconnect and when the window regains focus: refetch then. */
    onResync(handler: () => void): () => void {
      resyncHandlers.add(handler);
      stopBrowserHooks ??= startBrowserHooks();
      ensureConnected();
      return () => {
        resyncHandlers.delete(handler);
        maybeDisconnect();
      };
    },
    /** After a sign-in: forget a refused token and connect at once. */
    reconnect() {
      rejectedToken = null;
      attempt = 0;
      disconnect();
      ensureConnected();
    },
    status: () => status,
    onStatus(listener: () => void) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    close() {
      handlers.clear();
      resyncHandlers.clear();
      disconnect();
      stopBrowserHooks?.();
      stopBrowserHooks = undefined;
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

export const realtime = createRealtimeClient();

/** Runs `handler` for each `type` event while the component is mounted (latest handler wins). */
export function useRealtimeEvent<T = unknown>(type: string, handler: (payload: T) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.subscribe(type, (payload) => latest.current(payload as T)), [type]);
}

/** Runs `handler` after a reconnect or on window focus while the component is mounted. */
export function useRealtimeResync(handler: () => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.onResync(() => latest.current()), []);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.onStatus, realtime.status, () => 'idle');
}
