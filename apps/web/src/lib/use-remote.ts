// One read from the API with its loading and error states and a reload, for views whose data
// no other component shares (the account tabs, a profile's followers). Shared lists use slices.
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from './http.ts';

export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  error: string;
  reload: () => void;
  /** Replaces the data locally (after a write that returned the new value). */
  setData: (update: T | ((current: T | undefined) => T)) => void;
}

export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): Remote<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError('');
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failureMessage(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers list what the load depends on
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data, loading, error, reload, setData: setData as Remote<T>['setData'] };
}
