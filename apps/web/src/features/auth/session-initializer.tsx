// Runs the seed's initial session check once, when the app starts, and signs out cleanly when
// the server later refuses the token (session-expiry.ts).
import { useEffect } from 'react';
import { useAppDispatch } from '../../lib/hooks.ts';
import { watchSessionEnd } from './session-expiry.ts';
import { initializeSession } from './session.slice.ts';

export function SessionInitializer() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(initializeSession());
    return watchSessionEnd(dispatch);
  }, [dispatch]);
  return null;
}
