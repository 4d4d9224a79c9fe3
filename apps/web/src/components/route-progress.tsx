// The thin top bar on route changes (seed §2): starts after 300 ms, ends on completion or error.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

export const PROGRESS_DELAY_MS = 300;

NProgress.configure({ showSpinner: false });

export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) {
      NProgress.done();
      return;
    }
    const timer = setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      NProgress.done();
    };
  }, [busy]);
  return null;
}
