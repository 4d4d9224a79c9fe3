// Every route path of the web app, read from apps/web/src/app/routes.tsx with the TypeScript
// parser (the same walk as app/route-list.ts, without running the app's code): a route added
// to the router is measured without editing the benchmarks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const routerFile = fileURLToPath(new URL('../../apps/web/src/app/routes.tsx', import.meta.url));

function propertyName(property) {
  return property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;
}

function walk(array, prefix, out) {
  for (const element of array.elements) {
    if (!ts.isObjectLiteralExpression(element)) continue;
    let routePath;
    let index = false;
    let children;
    let redirect = false;
    for (const property of element.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = propertyName(property);
      if (name === 'path' && ts.isStringLiteral(property.initializer))
        routePath = property.initializer.text;
      if (name === 'index' && property.initializer.kind === ts.SyntaxKind.TrueKeyword) index = true;
      if (name === 'children' && ts.isArrayLiteralExpression(property.initializer))
        children = property.initializer;
      // `{ index: true, element: <Navigate … /> }`: a redirect, measured as its target.
      if (name === 'element' && /^<Navigate\b/.test(property.initializer.getText()))
        redirect = true;
    }
    if (redirect) continue;
    const own = routePath ? `${prefix.replace(/\/$/, '')}/${routePath}` : prefix || '/';
    if ((index || (routePath && !children)) && routePath !== '*') out.push(own);
    if (children) walk(children, own, out);
  }
}

/** Route paths as declared, `:params` and optional `?` segments left in. */
export function routePaths() {
  const source = ts.createSourceFile(
    routerFile,
    readFileSync(routerFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const out = [];
  ts.forEachChild(source, function visit(node) {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      walk(node.initializer, '', out);
    }
    ts.forEachChild(node, visit);
  });
  return [...new Set(out)];
}

// Sample values for route parameters: the page's code loads whether or not the entity exists.
const SAMPLE_PARAMS = { id: '00000000-0000-4000-8000-000000000000' };

/** A visitable URL for a route path: optional segments dropped, parameters filled in. */
export function sampleUrl(routePath) {
  return (
    routePath
      .split('/')
      .filter((segment) => !segment.endsWith('?'))
      .map((segment) =>
        segment.startsWith(':') ? (SAMPLE_PARAMS[segment.slice(1)] ?? 'sample') : segment,
      )
      .join('/') || '/'
  );
}
