// What Keel uses of react-router's <Link>: an <a> whose href and click go through the router.
// react-router's own Link also carries route-module prefetching and lazy route discovery for
// its framework mode (PrefetchPageLinks and helpers), which Keel never turns on but which
// would sit in the entry chunk, on every first visit. Same props otherwise (`replace`, `state`,
// `reloadDocument`, `relative`, …); absolute URLs are left to the browser.
import { forwardRef, useContext, type MouseEvent } from 'react';
import {
  UNSAFE_NavigationContext,
  useHref,
  useLinkClickHandler,
  type LinkProps,
} from 'react-router';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(
  {
    onClick,
    discover: _discover,
    prefetch: _prefetch,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    ...rest
  },
  ref,
) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext) as { useTransitions?: boolean };
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    useTransitions,
  } as Parameters<typeof useLinkClickHandler>[1]);
  const spa = !external && !reloadDocument;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={external ? (to as string) : href}
      target={target}
      onClick={spa ? handleClick : onClick}
    />
  );
});
