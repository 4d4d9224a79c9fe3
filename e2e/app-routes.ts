// Every route of the web app, read from apps/web/src/app/routes.tsx, so browser suites visit new
// routes without a hand-kept list. The router's source is parsed (not imported: its pages need
// the Vite build), each route object becomes { path, index, children, handle: { layout } }, and
// the web app's own `listRoutePaths` flattens them. Redirects (`element: <Navigate …>`) are left
// out: they land on a route that is listed anyway. `layout` is the name of the layout spread into
// the nearest enclosing route (`...dashboardLayout` gives 'dashboardLayout').
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import ts from 'typescript';
import { listRoutePaths } from '../apps/web/src/app/route-list.ts';

const ROUTER_FILE = fileURLToPath(new URL('../apps/web/src/app/routes.tsx', import.meta.url));

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  return property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;
}

function isRedirect(node: ts.Expression): boolean {
  const element = ts.isParenthesizedExpression(node) ? node.expression : node;
  const tag = ts.isJsxSelfClosingElement(element)
    ? element.tagName
    : ts.isJsxElement(element)
      ? element.openingElement.tagName
      : undefined;
  return tag !== undefined && tag.getText() === 'Navigate';
}

function toRoutes(array: ts.ArrayLiteralExpression, parentLayout = ''): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const element of array.elements) {
    if (!ts.isObjectLiteralExpression(element))
      throw new Error(`routes.tsx: a route is not an object literal: ${element.getText()}`);
    const route: {
      path?: string;
      index?: boolean;
      children?: RouteObject[];
      handle: { layout: string };
    } = { handle: { layout: parentLayout } };
    let redirect = false;
    for (const property of element.properties) {
      if (
        ts.isSpreadAssignment(property) &&
        ts.isIdentifier(property.expression) &&
        /Layout$/.test(property.expression.text)
      ) {
        route.handle.layout = property.expression.text;
      }
    }
    for (const property of element.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = propertyName(property);
      const value = property.initializer;
      if (name === 'path' && ts.isStringLiteralLike(value)) route.path = value.text;
      else if (name === 'index') route.index = value.kind === ts.SyntaxKind.TrueKeyword;
      else if (name === 'element') redirect = isRedirect(value);
      else if (name === 'children' && ts.isArrayLiteralExpression(value))
        route.children = toRoutes(value, route.handle.layout);
    }
    if (!redirect || route.children) routes.push(route as RouteObject);
  }
  return routes;
}

/** The router's `routes` as plain route objects (paths, index flags and children only). */
export function readRouterRoutes(file: string = ROUTER_FILE): RouteObject[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  let found: ts.ArrayLiteralExpression | undefined;
  source.forEachChild(function visit(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      found = node.initializer;
    }
    if (!found) node.forEachChild(visit);
  });
  if (!found) throw new Error('routes.tsx: no `routes` array found');
  return toRoutes(found);
}

/** Every page route's pattern (`:params` and optional `?` segments kept), redirects left out. */
export function appRoutePatterns(): string[] {
  return listRoutePaths(readRouterRoutes());
}

export interface AppRoute {
  pattern: string;
  layout: string;
}

/** Every page route with its layout, in the router's order (the patterns of `appRoutePatterns`). */
export function appRoutes(): AppRoute[] {
  const layouts = new Map<string, string>();
  (function walk(routes: RouteObject[], prefix: string) {
    for (const route of routes) {
      // The same joining as listRoutePaths: a page's pattern is its own path under its parents'.
      const own = route.path ? `${prefix.replace(/\/$/, '')}/${route.path}` : prefix || '/';
      const isPage = route.index || (route.path && !route.children);
      if (isPage && !layouts.has(own))
        layouts.set(own, (route.handle as { layout: string }).layout);
      if (route.children) walk(route.children, own);
    }
  })(readRouterRoutes(), '');
  return appRoutePatterns().map((pattern) => ({ pattern, layout: layouts.get(pattern) ?? '' }));
}

/** The pattern's parameters, e.g. ['id'] for /dashboard/invoice/:id/edit (optional ones too). */
export function routeParams(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)\??/g)].map((match) => match[1] ?? '');
}

/** Fills a pattern: each `:param` from `values`, optional `:param?` segments dropped when missing. */
export function fillRoute(pattern: string, values: Record<string, string> = {}): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = values[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`${pattern}: no value for :${name}`);
    }
    return `/${encodeURIComponent(value)}`;
  });
}
