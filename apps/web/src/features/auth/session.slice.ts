// Session state exactly as the seed's §4: isInitialized, isAuthenticated, user. Written without
// Redux Toolkit's runtime (lib/async-thunk.ts says why): a plain reducer, same action types.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { LoginBody, RegisterBody } from '@keel/contracts/account';
import type { SessionUser, User } from '@keel/contracts/user';
import { action, asyncThunk } from '../../lib/async-thunk.ts';
import { NO_RESPONSE, setAuthorizationToken } from '../../lib/http.ts';
import { authApi } from './auth.api.ts';
import { clearExpiryTimer, isValidToken, setSession, storedToken } from './token.ts';

export interface SessionState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  /** With the permissions the server granted (lib/permissions.ts reads them). */
  user: SessionUser | null;
}

export const initialSessionState: SessionState = { isInitialized: false, isAuthenticated: false, user: null };

/** Initial check: a stored, unexpired token is applied and the account fetched. */
export const initializeSession = asyncThunk('session/initialize', async () => {
  const token = storedToken();
  if (!isValidToken(token)) {
    setSession(null);
    return null;
  }
  setSession(token);
  try {
    const { user } = await authApi.myAccount();
    return user;
  } catch (error) {
    // Seed §8: logged to the console, treated as unauthenticated. Only a server that answered
    // (the token was refused) loses the stored token: a fetch cut off by a reload or a network
    // blip must not sign the user out for good.
    console.error(error);
    if (error === NO_RESPONSE) {
      setAuthorizationToken(null);
      clearExpiryTimer();
    } else {
      setSession(null);
    }
    return null;
  }
});

export const login = asyncThunk('session/login', async (body: LoginBody) => {
  const { accessToken, user } = await authApi.login(body);
  setSession(accessToken);
  return user;
});

export const register = asyncThunk('session/register', async (body: RegisterBody) => {
  const { accessToken, user } = await authApi.register(body);
  setSession(accessToken);
  return user;
});

export const loggedOut = action('session/loggedOut');
/** A token obtained elsewhere (new password, verify) signs the user in. */
export const signedIn = action<SessionUser>('session/signedIn');
/** The account was edited: the header and nav show the change at once (permissions are kept). */
export const userUpdated = action<User>('session/userUpdated');

function reducer(state: SessionState = initialSessionState, action: UnknownAction): SessionState {
  if (loggedOut.match(action)) return { ...state, isAuthenticated: false, user: null };
  if (signedIn.match(action)) return { ...state, isAuthenticated: true, user: action.payload };
  if (userUpdated.match(action)) return state.user && state.user.id === action.payload.id ? { ...state, user: { ...state.user, ...action.payload } } : state;
  if (initializeSession.fulfilled.match(action)) return { isInitialized: true, isAuthenticated: action.payload !== null, user: action.payload };
  if (initializeSession.rejected.match(action)) return { isInitialized: true, isAuthenticated: false, user: null };
  if (login.fulfilled.match(action) || register.fulfilled.match(action)) return { isInitialized: true, isAuthenticated: true, user: action.payload };
  return state;
}

export const sessionSlice = { name: 'session', reducerPath: 'session', reducer, getInitialState: () => initialSessionState } as const;

export const selectSession = (state: { session: SessionState }) => state.session;
export const selectUser = (state: { session: SessionState }) => state.session.user;

/** Logout: clears the token and sets unauthenticated with no user. */
export function logout() {
  setSession(null);
  return loggedOut();
}
