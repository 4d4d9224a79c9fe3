// The thin top bar on route changes (docs/spec/seed.md#screens-and-routes): starts after 300 ms, ends on completion or error.
// The bar's code (nprogress) loads on the first navigation slow enough to show it.
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

export const PROGRESS_DELAY_MS = 300;

type Bar = typeof import('nprogress');
let bar: Bar | undefined;
let loading: Promise<Bar> | undefined;
const loadBar = () =>
  (loading ??= import('./route-progress-bar.ts').then((module) => (bar = module.NProgress)));

export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) {
      bar?.done();
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void loadBar().then((progress) => {
        if (current) progress.start();
      });
    }, PROGRESS_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      bar?.done();
    };
  }, [busy]);
  return null;
}
