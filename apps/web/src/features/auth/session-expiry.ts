// When the server refuses the token (401: signed out elsewhere, password changed, banned), the
// app signs out cleanly: unsaved form input is kept as a draft, the token is dropped and the
// session state says signed out, so the AuthGuard sends the user to sign in with `returnTo`
// (auth-guard.tsx) and they land back where they were.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { saveDraft } from '../../lib/form-drafts.ts';
import { onUnauthorized } from '../../lib/http.ts';
import { loggedOut } from './session.slice.ts';
import { setSession } from './token.ts';

export function watchSessionEnd(dispatch: Dispatch<UnknownAction>) {
  onUnauthorized(() => {
    saveDraft();
    setSession(null);
    dispatch(loggedOut());
  });
  return () => onUnauthorized(undefined);
}
