// The access token (docs/spec/seed.md#states-and-transitions, docs/spec/seed.md#constants): kept in localStorage under `accessToken`, valid while its
// `exp` (seconds) is in the future; when applied, a timer fires at expiry.
import { setAuthorizationToken } from '../../lib/http.ts';

export const ACCESS_TOKEN_KEY = 'accessToken';
// setTimeout stores its delay in 32 bits; longer delays fire at once, so wait in steps.
const MAX_TIMER_MS = 2_147_483_647;

export function decodeExp(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** docs/spec/seed.md#validation: valid only if its exp claim is later than the current time. */
export function isValidToken(token: string | null | undefined, now = Date.now()): token is string {
  if (!token) return false;
  const exp = decodeExp(token);
  return exp !== null && exp * 1000 > now;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

export function clearExpiryTimer() {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
}

/** At expiry: alert 'Token expired', remove the token, go to the login route (docs/spec/seed.md#states-and-transitions, docs/spec/seed.md#errors). */
export function startExpiryTimer(exp: number, onExpired: () => void = expireSession) {
  clearExpiryTimer();
  const schedule = () => {
    const remaining = exp * 1000 - Date.now();
    if (remaining > MAX_TIMER_MS) {
      expiryTimer = setTimeout(schedule, MAX_TIMER_MS);
      return;
    }
    expiryTimer = setTimeout(onExpired, Math.max(remaining, 0));
  };
  schedule();
}

export function expireSession() {
  alert('Token expired');
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  setAuthorizationToken(null);
  window.location.href = '/auth/login';
}

/** Applies a token (stores it, sends it, arms the timer) or, with null, removes it. */
export function setSession(token: string | null) {
  if (token) {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    setAuthorizationToken(token);
    const exp = decodeExp(token);
    if (exp !== null) startExpiryTimer(exp);
  } else {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    setAuthorizationToken(null);
    clearExpiryTimer();
  }
}

export function storedToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}
