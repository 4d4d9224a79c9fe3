// Every route path as a flat list (with `:params` and `?` optionals left in), for tests and
// benchmarks that must visit each route without a hand-kept list.
import type { RouteObject } from 'react-router';

export function listRoutePaths(routes: RouteObject[], prefix = ''): string[] {
  const result: string[] = [];
  for (const route of routes) {
    const own = route.path ? `${prefix.replace(/\/$/, '')}/${route.path}` : prefix || '/';
    if ((route.index || (route.path && !route.children)) && route.path !== '*') result.push(own);
    if (route.children) result.push(...listRoutePaths(route.children, own));
  }
  return [...new Set(result)];
}
