import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  decodeExp,
  isValidToken,
  setSession,
  startExpiryTimer,
} from './token.ts';

function tokenWithExp(exp: unknown) {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp })}.signature`;
}

describe('isValidToken', () => {
  const now = Date.UTC(2026, 0, 1);
  it('accepts a token whose exp (seconds) is later than now', () => {
    expect(isValidToken(tokenWithExp(now / 1000 + 60), now)).toBe(true);
  });
  it('rejects a token at or past its exp, a missing one and garbage', () => {
    expect(isValidToken(tokenWithExp(now / 1000), now)).toBe(false);
    expect(isValidToken(tokenWithExp(now / 1000 - 1), now)).toBe(false);
    expect(isValidToken(null, now)).toBe(false);
    expect(isValidToken('not-a-token', now)).toBe(false);
    expect(isValidToken(tokenWithExp('soon'), now)).toBe(false);
  });
  it('reads exp in seconds', () => {
    expect(decodeExp(tokenWithExp(1_800_000_000))).toBe(1_800_000_000);
  });
});

describe('expiry timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setSession(null);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('fires exactly at the expiry time', () => {
    const onExpired = vi.fn();
    startExpiryTimer(Date.now() / 1000 + 90, onExpired);
    vi.advanceTimersByTime(89_999);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('waits in steps for expiries beyond the 32-bit timer limit', () => {
    const onExpired = vi.fn();
    const days = 40;
    startExpiryTimer(Date.now() / 1000 + days * 86_400, onExpired);
    vi.advanceTimersByTime((days - 1) * 86_400_000);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(86_400_000);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it("alerts 'Token expired' and removes the stored token when an applied token expires", () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    // jsdom cannot navigate; the redirect is observed through the href setter.
    const location = { href: '/dashboard/app' };
    vi.spyOn(window, 'location', 'get').mockReturnValue(location as Location);
    setSession(tokenWithExp(Math.floor(Date.now() / 1000) + 30));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
    vi.advanceTimersByTime(30_000);
    expect(alert).toHaveBeenCalledWith('Token expired');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(location.href).toBe('/auth/login');
  });

  it('removing the session cancels the timer', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    setSession(tokenWithExp(Math.floor(Date.now() / 1000) + 30));
    setSession(null);
    vi.advanceTimersByTime(60_000);
    expect(alert).not.toHaveBeenCalled();
  });
});
