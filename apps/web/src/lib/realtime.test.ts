import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient } from './realtime.ts';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  // Test helpers: what the server would do.
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.close(code);
  }
}

const latest = () => FakeSocket.instances.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('realtime client', () => {
  it('connects on the first subscriber, signs in first, and routes events by type', () => {
    const client = createRealtimeClient((url) => new FakeSocket(url) as unknown as WebSocket);
    const chat = vi.fn();
    const mail = vi.fn();
    client.subscribe('chat.message', chat);
    client.subscribe('mail.new', mail);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().url).toMatch(/\/api\/ws$/);
    latest().open();
    expect(JSON.parse(latest().sent[0]!)).toEqual({ type: 'auth', token: 'token-1' });
    latest().push({ type: 'ready', payload: {} });
    expect(client.status()).toBe('open');
    latest().push({ type: 'chat.message', payload: { id: 1 } });
    expect(chat).toHaveBeenCalledWith({ id: 1 });
    expect(mail).not.toHaveBeenCalled();
    client.close();
  });

  it('reconnects with growing back-off and asks features to resync after a reconnect', () => {
    const client = createRealtimeClient((url) => new FakeSocket(url) as unknown as WebSocket);
    const resync = vi.fn();
    client.subscribe('chat.message', () => undefined);
    client.onResync(resync);
    latest().open();
    latest().push({ type: 'ready' });
    expect(resync).not.toHaveBeenCalled();

    latest().drop();
    expect(client.status()).toBe('offline');
    vi.advanceTimersByTime(600);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    // The second attempt fails too: the next wait is longer.
    latest().drop();
    vi.advanceTimersByTime(1400);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1200);
    expect(FakeSocket.instances).toHaveLength(3);
    latest().open();
    latest().push({ type: 'ready' });
    expect(resync).toHaveBeenCalledTimes(1);
    client.close();
  });

  it('stops using a refused token until a new one is stored, and disconnects without listeners', () => {
    const client = createRealtimeClient((url) => new FakeSocket(url) as unknown as WebSocket);
    const stop = client.subscribe('chat.message', () => undefined);
    latest().open();
    latest().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    localStorage.setItem('accessToken', 'token-2');
    vi.advanceTimersByTime(6000);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().open();
    expect(JSON.parse(latest().sent[0]!).token).toBe('token-2');
    stop();
    expect(latest().readyState).toBe(3);
    expect(client.status()).toBe('idle');
  });

  it('resyncs when the window regains focus', () => {
    const client = createRealtimeClient((url) => new FakeSocket(url) as unknown as WebSocket);
    const resync = vi.fn();
    client.onResync(resync);
    latest().open();
    latest().push({ type: 'ready' });
    window.dispatchEvent(new Event('focus'));
    expect(resync).toHaveBeenCalledTimes(1);
    client.close();
  });
});
