// The one LISTEN connection of a PostgreSQL-backed process. A dropped connection (server
// restart, pg_terminate_backend, a cut network) must not end the process and must not end
// real-time delivery: the connection is opened again with back-off and every channel is
// subscribed again. Notifications sent while it was down are gone, so subscribers that cache
// (auth's user cache) are told through `onGap` and drop what they hold.
import pg from 'pg';
import type { DatabaseLog } from './database-log.ts';

export interface ListenerOptions {
  connectionString: string;
  connectTimeoutMs: number;
  log: DatabaseLog;
  /** First retry after this many ms, doubling up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

type Handler = (payload: string) => void;

export class PostgresListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly gapHandlers = new Set<() => void>();
  private retryTimer: NodeJS.Timeout | undefined;
  private backoffMs: number;
  private closed = false;
  /** Whether the connection dropped at least once: the next connect is a re-subscription. */
  private dropped = false;

  constructor(private readonly options: ListenerOptions) {
    this.backoffMs = options.minBackoffMs ?? 200;
  }

  get connected(): boolean {
    return this.client !== undefined;
  }

  async listen(channel: string, handler: Handler): Promise<() => void> {
    let set = this.handlers.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    if (isNew) {
      // The first subscription must succeed (start-up fails loudly on a wrong URL); later drops
      // are the reconnect loop's business.
      if (this.client) await this.client.query(`LISTEN ${quoteChannel(channel)}`);
      else await this.connect();
    }
    return () => void set.delete(handler);
  }

  /** Called after a reconnect: notifications may have been missed in between. */
  onGap(handler: () => void): () => void {
    this.gapHandlers.add(handler);
    return () => void this.gapHandlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<pg.Client> {
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      keepAlive: true,
    });
    // Without a listener an 'error' event would end the process.
    client.on('error', (error) => this.dropClient(client, error));
    client.on('end', () => this.dropClient(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys())
        await client.query(`LISTEN ${quoteChannel(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? [])
        handler(message.payload ?? '');
    });
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('the database handle is closed');
    }
    this.client = client;
    this.backoffMs = this.options.minBackoffMs ?? 200;
    if (this.dropped) {
      this.dropped = false;
      this.options.log('info', 'LISTEN connection restored, channels subscribed again');
      for (const handler of this.gapHandlers) handler();
    }
    return client;
  }

  private dropClient(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    this.client = undefined;
    this.dropped = true;
    if (this.closed) return;
    this.options.log('warn', 'LISTEN connection lost; reconnecting', error);
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, this.options.maxBackoffMs ?? 5000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().catch((error: unknown) => {
        this.options.log(
          'warn',
          `LISTEN reconnect failed; retrying in ${this.backoffMs} ms`,
          error,
        );
        this.scheduleReconnect();
      });
    }, delay);
    this.retryTimer.unref();
  }
}

const quoteChannel = (channel: string) => `"${channel.replace(/"/g, '')}"`;
