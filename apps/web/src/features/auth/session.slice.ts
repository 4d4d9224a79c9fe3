// Session state exactly as the docs/spec/seed.md#states-and-transitions: isInitialized, isAuthenticated, user. Written without
// Redux Toolkit's runtime (lib/async-thunk.ts says why): a plain reducer, same action types.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { LoginBody } from '@keel/contracts/account';
import type { SessionUser, User } from '@keel/contracts/user';
import { action, asyncThunk } from '../../lib/async-thunk.ts';
import { NO_RESPONSE, setAuthorizationToken } from '../../lib/http.ts';
import { rootReducer } from '../../lib/store.ts';
import { authApi, type MfaChallenge } from './auth.api.ts';
import { clearExpiryTimer, isValidToken, setSession, storedToken } from './token.ts';

export interface SessionState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  /** With the permissions the server granted (lib/permissions.ts reads them). */
  user: SessionUser | null;
}

export const initialSessionState: SessionState = {
  isInitialized: false,
  isAuthenticated: false,
  user: null,
};

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
    // docs/spec/seed.md#errors: logged to the console, treated as unauthenticated. Only a server that answered
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

/** Signs in, or (MFA on) answers the challenge for the second step and stays signed out. */
export const login = asyncThunk(
  'session/login',
  async (body: LoginBody): Promise<SessionUser | MfaChallenge> => {
    const answer = await authApi.login(body);
    if ('mfaRequired' in answer) return answer;
    setSession(answer.accessToken);
    return answer.user;
  },
);

/** register and loginMfa (session-steps.ts) end here, matched by type: their code loads with their pages. */
const SIGNED_IN_BY_STEP: readonly string[] = [
  'session/register/fulfilled',
  'session/loginMfa/fulfilled',
];

export const loggedOut = action('session/loggedOut');
/** A token obtained elsewhere (new password, verify) signs the user in. */
export const signedIn = action<SessionUser>('session/signedIn');
/** The account was edited: the header and nav show the change at once (permissions are kept). */
export const userUpdated = action<User>('session/userUpdated');

function reducer(state: SessionState = initialSessionState, action: UnknownAction): SessionState {
  if (loggedOut.match(action)) return { ...state, isAuthenticated: false, user: null };
  if (signedIn.match(action)) return { ...state, isAuthenticated: true, user: action.payload };
  if (userUpdated.match(action))
    return state.user && state.user.id === action.payload.id
      ? { ...state, user: { ...state.user, ...action.payload } }
      : state;
  if (initializeSession.fulfilled.match(action))
    return { isInitialized: true, isAuthenticated: action.payload !== null, user: action.payload };
  if (initializeSession.rejected.match(action))
    return { isInitialized: true, isAuthenticated: false, user: null };
  if (login.fulfilled.match(action)) {
    return 'mfaRequired' in action.payload
      ? state
      : { isInitialized: true, isAuthenticated: true, user: action.payload };
  }
  if (SIGNED_IN_BY_STEP.includes(action.type))
    return {
      isInitialized: true,
      isAuthenticated: true,
      user: (action as UnknownAction & { payload: SessionUser }).payload,
    };
  return state;
}

export const sessionSlice = {
  name: 'session',
  reducerPath: 'session',
  reducer,
  getInitialState: () => initialSessionState,
} as const;

// Always present: injected as soon as anything imports the session (the app's providers do,
// before they create the store).
rootReducer.inject(sessionSlice);
declare module '../../lib/store.ts' {
  interface StaticSlices {
    session: SessionState;
  }
}

export const selectSession = (state: { session: SessionState }) => state.session;
export const selectUser = (state: { session: SessionState }) => state.session.user;

/** Logout: ends the session on the server too (its token dies at once), clears the token and sets unauthenticated with no user. */
export function logout() {
  // Sent before the token is dropped; the sign-out here does not wait for the answer.
  authApi.logout().catch(() => undefined);
  setSession(null);
  return loggedOut();
}
