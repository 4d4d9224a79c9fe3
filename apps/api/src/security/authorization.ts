// Security suite, authorisation (docs/spec/product.md#security-and-access): every endpoint of the OpenAPI document refuses a
// missing or bad token, endpoints refuse members without their permission, and one user's personal resources are
// invisible to another (404, never 403: an id must not reveal that the thing exists).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@keel/contracts/permissions';
import { TEST_JWT_SECRET } from '../test/test-app.ts';
import { databaseSnapshot, type Snapshot } from './database-snapshot.ts';
import { forgedAuthorizations } from './forged-tokens.ts';
import { firstId, getJson, personalResources } from './personal-resources.ts';
import type { SecurityContext } from './security-context.ts';
import { siblingApp } from './sibling-app.ts';

// Reviewed on purpose: a new public endpoint must be added here, knowingly.
const PUBLIC_OPERATIONS = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/setup',
  'POST /api/setup',
  'GET /api/invitations/check',
  'POST /api/account/login',
  'POST /api/account/login/mfa',
  'POST /api/account/register',
  'POST /api/account/verify',
  'POST /api/account/verify/resend',
  'POST /api/account/reset-password',
  'POST /api/account/new-password',
  'GET /api/uploads/{id}',
  'GET /api/files/download',
  'GET /api/blog/posts',
  'GET /api/blog/posts/recent',
  'GET /api/blog/post',
  'GET /api/blog/comments',
  'POST /api/blog/share',
  'POST /api/blog/posts/view',
  'POST /api/contact',
  'POST /api/subscribers/new',
];

export function describeAuthorization(context: SecurityContext) {
  describe('the OpenAPI document', () => {
    it('lists every endpoint, with its requirement', () => {
      expect(context.operations.length).toBeGreaterThan(100);
      expect(context.operations.filter((operation) => operation.permission).length).toBeGreaterThan(
        100,
      );
    });

    it('marks as public only the endpoints reviewed as public', () => {
      const publicNames = context.operations
        .filter((operation) => operation.isPublic)
        .map((operation) => operation.name);
      expect(publicNames.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    });
  });

  describe('authentication', () => {
    it('the forged tokens carry claims a correctly signed token would pass with', async () => {
      const { control } = forgedAuthorizations(context.member.token, TEST_JWT_SECRET);
      const response = await context.t.app.inject({
        method: 'GET',
        url: '/api/account/my-account',
        headers: { authorization: control },
      });
      expect(response.statusCode).toBe(200);
    });

    it('every non-public endpoint answers 401 to a missing, expired, foreign or malformed token', async () => {
      const { refused } = forgedAuthorizations(context.member.token, TEST_JWT_SECRET);
      const failures: string[] = [];
      for (const operation of context.operations.filter((candidate) => !candidate.isPublic)) {
        for (const [label, authorization] of Object.entries(refused)) {
          const response = await context.t.app.inject({
            method: operation.method,
            url: operation.url(),
            headers: authorization === undefined ? {} : { authorization },
            ...(operation.method === 'GET' ? {} : { payload: {} }),
          });
          const message = String(response.headers['content-type']).includes('json')
            ? response.json<{ message?: unknown }>().message
            : undefined;
          if (response.statusCode !== 401 || typeof message !== 'string') {
            failures.push(
              `${operation.name} with ${label}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });

  describe('roles', () => {
    it('every endpoint whose permission a Member lacks answers 403 to a member, and changes nothing', async () => {
      const before = await databaseSnapshot(context.t.database.db);
      const failures: string[] = [];
      const member = new Set(BUILT_IN_ROLE_PERMISSIONS.member);
      const forbidden = context.operations.filter(
        (candidate) => candidate.permission && !member.has(candidate.permission),
      );
      expect(forbidden.length).toBeGreaterThan(20);
      for (const operation of forbidden) {
        const response = await context.t.app.inject({
          method: operation.method,
          url: operation.url(),
          headers: context.member.headers,
          ...(operation.method === 'GET' ? {} : { payload: {} }),
        });
        if (response.statusCode !== 403) failures.push(`${operation.name}: ${response.statusCode}`);
      }
      expect(failures).toEqual([]);
      expect(await databaseSnapshot(context.t.database.db)).toEqual(before);
    });

    it("a member cannot edit, publish or delete another author's blog post (pages.md: author or admin)", async () => {
      const { posts } = await getJson<{ posts: { id: string; author: { id: string } }[] }>(
        context,
        '/api/blog/posts?status=all&pageSize=50',
        context.member,
      );
      const postId = firstId(
        posts,
        "another author's post",
        (post) => post.author.id !== context.member.userId,
      );
      const before = await databaseSnapshot(context.t.database.db);
      for (const [url, payload] of [
        ['/api/blog/posts/update', { postId, post: { title: 'Taken over' } }],
        ['/api/blog/posts/publish', { postId, publish: false }],
        ['/api/blog/posts/delete', { postId }],
      ] as const) {
        const response = await context.t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: context.member.headers,
        });
        expect(response.statusCode, url).toBe(403);
      }
      expect(await databaseSnapshot(context.t.database.db)).toEqual(before);
    });
  });

  describe('ownership', () => {
    let before: Snapshot;
    beforeAll(async () => {
      before = await databaseSnapshot(context.t.database.db);
    });

    it.each(personalResources.map((resource) => [resource.name, resource] as const))(
      "another user's %s answers 404 to every probe",
      async (_, resource) => {
        const id = await resource.find(context, context.demo, context.member);
        const failures: string[] = [];
        for (const probe of resource.probes(id)) {
          const response = await context.t.app.inject({
            ...probe,
            headers: context.member.headers,
          } as InjectOptions);
          if (
            response.statusCode !== 404 &&
            !resource.alsoAccepted?.includes(response.statusCode)
          ) {
            failures.push(
              `${probe.method} ${probe.url}: ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
        expect(failures).toEqual([]);
      },
    );

    it('and none of those probes changed anything', async () => {
      expect(await databaseSnapshot(context.t.database.db)).toEqual(before);
    });
  });

  describe('security headers', () => {
    function expectStrictHeaders(headers: Record<string, unknown>) {
      const csp = String(headers['content-security-policy'] ?? '');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(headers['referrer-policy']).toMatch(/no-referrer|same-origin|strict-origin/);
      expect(headers['strict-transport-security']).toBeDefined();
      expect(headers['x-powered-by']).toBeUndefined();
    }

    it('are on API answers: success, error, 401 and unknown routes', async () => {
      for (const request of [
        { url: '/api/account/my-account', headers: context.member.headers },
        { url: '/api/account/my-account' },
        { url: '/api/mail/mail?mailId=not-an-id', headers: context.member.headers },
        { url: '/api/no-such-route' },
      ]) {
        const response = await context.t.app.inject({ method: 'GET', ...request });
        expectStrictHeaders(response.headers);
      }
    });

    it('are on the served web page and its assets', async () => {
      const webDist = mkdtempSync(path.join(tmpdir(), 'keel-security-web-'));
      writeFileSync(
        path.join(webDist, 'index.html'),
        '<!doctype html><html><body><div id="root"></div></body></html>',
      );
      const web = await siblingApp(context.t, { WEB_DIST: webDist });
      try {
        for (const url of ['/', '/auth/login', '/dashboard/app', '/index.html']) {
          const response = await web.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['content-type'], url).toContain('text/html');
          expectStrictHeaders(response.headers);
        }
      } finally {
        await web.close();
      }
    });
  });
}
