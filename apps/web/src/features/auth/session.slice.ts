// Session state exactly as the seed's §4: isInitialized, isAuthenticated, user.
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginBody, RegisterBody } from '@keel/contracts/account';
import type { User } from '@keel/contracts/user';
import { NO_RESPONSE, setAuthorizationToken } from '../../lib/http.ts';
import { authApi } from './auth.api.ts';
import { clearExpiryTimer, isValidToken, setSession, storedToken } from './token.ts';

export interface SessionState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: User | null;
}

export const initialSessionState: SessionState = { isInitialized: false, isAuthenticated: false, user: null };

/** Initial check: a stored, unexpired token is applied and the account fetched. */
export const initializeSession = createAsyncThunk('session/initialize', async () => {
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

export const login = createAsyncThunk('session/login', async (body: LoginBody) => {
  const { accessToken, user } = await authApi.login(body);
  setSession(accessToken);
  return user;
});

export const register = createAsyncThunk('session/register', async (body: RegisterBody) => {
  const { accessToken, user } = await authApi.register(body);
  setSession(accessToken);
  return user;
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedOut(state) {
      state.isAuthenticated = false;
      state.user = null;
    },
    /** A token obtained elsewhere (new password, verify) signs the user in. */
    signedIn(state, action: PayloadAction<User>) {
      state.isAuthenticated = true;
      state.user = action.payload;
    },
    /** The account was edited: the header and nav show the change at once. */
    userUpdated(state, action: PayloadAction<User>) {
      if (state.user && state.user.id === action.payload.id) state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(initializeSession.fulfilled, (state, action) => {
        state.isInitialized = true;
        state.isAuthenticated = action.payload !== null;
        state.user = action.payload;
      })
      .addCase(initializeSession.rejected, (state) => {
        state.isInitialized = true;
        state.isAuthenticated = false;
        state.user = null;
      })
      .addCase(login.fulfilled, (state, action) => {
        state.isInitialized = true;
        state.isAuthenticated = true;
        state.user = action.payload;
      })
      .addCase(register.fulfilled, (state, action) => {
        state.isInitialized = true;
        state.isAuthenticated = true;
        state.user = action.payload;
      });
  },
  selectors: {
    selectSession: (state) => state,
    selectUser: (state) => state.user,
  },
});

export const { loggedOut, signedIn, userUpdated } = sessionSlice.actions;
export const { selectSession, selectUser } = sessionSlice.selectors;

/** Logout: clears the token and sets unauthenticated with no user. */
export function logout() {
  setSession(null);
  return loggedOut();
}
