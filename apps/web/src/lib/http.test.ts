import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adoptBootAnswers,
  http,
  onUnauthorized,
  prefetchGet,
  setAuthorizationToken,
} from './http.ts';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('prefetchGet', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setAuthorizationToken(null);
  });

  it('lets the first GET for the same URL and token take the early answer, once', async () => {
    fetchMock
      .mockResolvedValueOnce(answer({ early: true }))
      .mockResolvedValueOnce(answer({ early: false }));
    prefetchGet('/api/dashboard/app', 'token-a');
    setAuthorizationToken('token-a');
    await expect(http.get('/api/dashboard/app')).resolves.toEqual({ early: true });
    await expect(http.get('/api/dashboard/app')).resolves.toEqual({ early: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('authorization')).toBe(
      'Bearer token-a',
    );
  });

  it('is not used for another token, another query or after it went stale', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(answer({})));
    prefetchGet('/api/dashboard/app', 'token-a');
    setAuthorizationToken('token-b');
    await http.get('/api/dashboard/app');
    setAuthorizationToken('token-a');
    await http.get('/api/dashboard/app', { query: { year: 2025 } });
    prefetchGet('/api/dashboard/ecommerce', 'token-a');
    vi.advanceTimersByTime(10_000);
    await http.get('/api/dashboard/ecommerce');
    // Each of the three asked on its own.
    expect(fetchMock).toHaveBeenCalledTimes(2 + 3);
  });

  it('does nothing without a token, and a refused early answer fails the page like its own call', async () => {
    prefetchGet('/api/dashboard/app', null);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(answer({ message: 'Unauthorized' }, 401));
    prefetchGet('/api/account/my-account', 'expired');
    setAuthorizationToken('expired');
    await expect(http.get('/api/account/my-account')).rejects.toEqual({ message: 'Unauthorized' });
  });
});

describe('adoptBootAnswers', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthorizationToken(null);
    delete window.__keelBoot;
  });

  it("hands the boot script's GETs to the first matching call, once, whatever the order of their query keys", async () => {
    fetchMock.mockResolvedValue(answer({ own: true }));
    window.__keelBoot = {
      token: 'token-a',
      answers: {
        '/api/dashboard/app': Promise.resolve(answer({ boot: true })),
        '/api/users?page=1&pageSize=10&status=all&sort=displayName%3Aasc': Promise.resolve(
          answer({ message: 'Forbidden' }, 403),
        ),
      },
    };
    adoptBootAnswers();
    expect(window.__keelBoot).toBeUndefined();
    // The route's own early start does not ask a second time.
    prefetchGet('/api/dashboard/app', 'token-a');
    setAuthorizationToken('token-a');
    await expect(http.get('/api/dashboard/app')).resolves.toEqual({ boot: true });
    await expect(
      http.get('/api/users', {
        query: { page: 1, pageSize: 10, status: 'all', sort: 'displayName:asc' },
      }),
    ).rejects.toEqual({ message: 'Forbidden' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(http.get('/api/dashboard/app')).resolves.toEqual({ own: true });
  });

  it('is not used for another token, and a network failure reads as no response', async () => {
    fetchMock.mockResolvedValue(answer({ own: true }));
    window.__keelBoot = {
      token: 'token-a',
      answers: {
        '/api/kanban/board': Promise.resolve(answer({ boot: true })),
        '/api/chat/contacts': Promise.reject(new TypeError('offline')),
      },
    };
    adoptBootAnswers();
    setAuthorizationToken('token-b');
    await expect(http.get('/api/kanban/board')).resolves.toEqual({ own: true });
    setAuthorizationToken('token-a');
    await expect(http.get('/api/chat/contacts')).rejects.toBe('Something went wrong');
  });
});

describe('onUnauthorized', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    onUnauthorized(undefined);
    setAuthorizationToken(null);
  });

  it('is told when the server refuses the token in use, not for other failures or old tokens', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    setAuthorizationToken('token-a');
    fetchMock.mockResolvedValueOnce(answer({ message: 'Invalid authorization token' }, 401));
    await expect(http.get('/api/account/my-account')).rejects.toMatchObject({
      message: 'Invalid authorization token',
    });
    expect(handler).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(answer({ message: 'Bad' }, 400));
    await expect(http.post('/api/account/update', {})).rejects.toBeTruthy();
    // A late 401 for a token replaced meanwhile (signed in again) is not this session's end.
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    const late = http.get('/api/mail/mails');
    setAuthorizationToken('token-b');
    release(answer({ message: 'Invalid authorization token' }, 401));
    await expect(late).rejects.toBeTruthy();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
