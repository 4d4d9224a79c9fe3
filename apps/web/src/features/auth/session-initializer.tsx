// Runs the seed's initial session check once, when the app starts.
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { initializeSession } from './session.slice.ts';

export function SessionInitializer() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(initializeSession());
  }, [dispatch]);
  return null;
}
