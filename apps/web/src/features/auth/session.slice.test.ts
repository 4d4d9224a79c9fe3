import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@keel/contracts/user';
import { makeStore } from '../../lib/store.ts';
import { authApi } from './auth.api.ts';
import {
  initialSessionState,
  initializeSession,
  login,
  logout,
  sessionSlice,
  userUpdated,
} from './session.slice.ts';
import { NO_RESPONSE } from '../../lib/http.ts';
import { ACCESS_TOKEN_KEY } from './token.ts';

const user = {
  id: 'u1',
  displayName: 'Ada Lovelace',
  email: 'ada@example.org',
  role: 'member',
  permissions: ['mail.use'],
} as SessionUser;
const future = () => {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(
    /=+$/,
    '',
  );
  return `e30.${payload}.sig`;
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('session reducer', () => {
  it('starts uninitialised and unauthenticated with no user', () => {
    expect(sessionSlice.reducer(undefined, { type: 'init' })).toEqual({
      isInitialized: false,
      isAuthenticated: false,
      user: null,
    });
  });

  it('login and register set authenticated with the user', () => {
    const state = sessionSlice.reducer(initialSessionState, {
      type: login.fulfilled.type,
      payload: user,
    });
    expect(state).toEqual({ isInitialized: true, isAuthenticated: true, user });
  });

  it('logout clears the token and the user', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'x');
    const signedIn = { isInitialized: true, isAuthenticated: true, user };
    const state = sessionSlice.reducer(signedIn, logout());
    expect(state).toEqual({ isInitialized: true, isAuthenticated: false, user: null });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('an account edit replaces the signed-in user only', () => {
    const signedIn = { isInitialized: true, isAuthenticated: true, user };
    expect(
      sessionSlice.reducer(signedIn, userUpdated({ ...user, displayName: 'Ada K.' })).user
        ?.displayName,
    ).toBe('Ada K.');
    expect(
      sessionSlice.reducer(signedIn, userUpdated({ ...user, id: 'other', displayName: 'X' })).user
        ?.displayName,
    ).toBe('Ada Lovelace');
  });
});

describe('initial check', () => {
  it('with no token: initialised, unauthenticated', async () => {
    const store = makeStore();
    await store.dispatch(initializeSession());
    expect(store.getState().session).toEqual({
      isInitialized: true,
      isAuthenticated: false,
      user: null,
    });
  });

  it('with a valid token: fetches the account', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, future());
    vi.spyOn(authApi, 'myAccount').mockResolvedValue({ user });
    const store = makeStore();
    await store.dispatch(initializeSession());
    expect(store.getState().session).toEqual({ isInitialized: true, isAuthenticated: true, user });
  });

  it('when the fetch fails: logs it and treats the user as signed out', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, future());
    vi.spyOn(authApi, 'myAccount').mockRejectedValue({ message: 'Invalid authorization token' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    await store.dispatch(initializeSession());
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(logged).toHaveBeenCalled();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('when no answer came (reload, network down): signed out, but the stored token stays', async () => {
    const token = future();
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    vi.spyOn(authApi, 'myAccount').mockRejectedValue(NO_RESPONSE);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    await store.dispatch(initializeSession());
    expect(store.getState().session).toEqual({
      isInitialized: true,
      isAuthenticated: false,
      user: null,
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
  });

  it('with an expired token: never calls the API', async () => {
    const expired = `e30.${btoa(JSON.stringify({ exp: 1 }))}.sig`;
    localStorage.setItem(ACCESS_TOKEN_KEY, expired);
    const fetchAccount = vi.spyOn(authApi, 'myAccount');
    const store = makeStore();
    await store.dispatch(initializeSession());
    expect(fetchAccount).not.toHaveBeenCalled();
    expect(store.getState().session.isAuthenticated).toBe(false);
  });
});

describe('permissions', () => {
  it('an account edit keeps the permissions the server granted', () => {
    const signedIn = { isInitialized: true, isAuthenticated: true, user };
    const { permissions: _dropped, ...edited } = { ...user, displayName: 'Ada K.' };
    expect(sessionSlice.reducer(signedIn, userUpdated(edited)).user?.permissions).toEqual([
      'mail.use',
    ]);
  });
});
