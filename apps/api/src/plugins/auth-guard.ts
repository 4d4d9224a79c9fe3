// The guard auth.ts puts in front of every non-public /api route: it reads the bearer token
// (a session token, or a personal API token: api-token-auth.ts), admits the token's user when
// their session is alive, then checks the route's access (a permission, verified e-mail, MFA
// set-up). `installRouteGuards` fails start-up for a route that declares no access and writes
// the requirement into the route's OpenAPI `security`.
import type { FastifyError, FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AccessMessages } from '@keel/contracts/access';
import { API_TOKEN_PREFIX } from '@keel/contracts/api-tokens';
import { AuthSecurityMessages } from '@keel/contracts/auth-security';
import { ErrorMessages } from '@keel/contracts/common';
import {
  PERMISSIONS,
  SIGNED_IN,
  type Permission,
  type RouteAccess,
} from '@keel/contracts/permissions';
import type { User } from '@keel/contracts/user';
import { forbidden, unauthorized } from '../shared/http-error.ts';
import { admitApiToken, type ApiTokenResolver } from './api-token-auth.ts';
import type { CachedSession } from './session-store.ts';

/** A signed-in user as auth.ts caches it. */
export interface CachedUser {
  user: User;
  permissions: ReadonlySet<Permission>;
  tokenVersion: number;
  /** The role requires MFA and the user has not turned it on: only `mfaSetup` routes. */
  mfaSetupPending: boolean;
  expiresAt: number;
}

export interface TokenClaims {
  sub?: unknown;
  tv?: unknown;
  sid?: unknown;
  exp?: unknown;
}

/** The user id a verified token names; throws 401 when it names none. */
export function subject(claims: TokenClaims): string {
  if (typeof claims.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) {
    throw unauthorized(ErrorMessages.tokenInvalid);
  }
  return claims.sub;
}

/** The session a verified token names (issue 22: every token names one); else 401. */
export function sessionOf(claims: TokenClaims): string {
  if (typeof claims.sid !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sid)) {
    throw unauthorized(ErrorMessages.tokenInvalid);
  }
  return claims.sid;
}

/** The token's user, unless gone, banned, signed out everywhere or its session ended (401). */
export function signedInEntry(
  claims: TokenClaims,
  entry: CachedUser | undefined,
  session: CachedSession | undefined,
): CachedUser {
  if (
    !entry ||
    entry.user.status === 'banned' ||
    entry.tokenVersion !== claims.tv ||
    session?.userId !== entry.user.id
  ) {
    throw unauthorized(ErrorMessages.tokenInvalid);
  }
  return entry;
}

/** What the guard needs from auth.ts: its token check and its caches. */
export interface GuardSources {
  requireVerifiedEmail: boolean;
  /** The claims of a token whose signature holds (cached); throws 401. */
  verifiedClaims(token: string): TokenClaims;
  freshEntry(userId: string): CachedUser | undefined;
  freshSession(sessionId: string): CachedSession | undefined;
  /** The cached user and session, read from the database only when not fresh. */
  loadEntries(
    userId: string,
    sessionId: string,
  ): Promise<[CachedUser | undefined, CachedSession | undefined]>;
  apiTokens: ApiTokenResolver;
  /** An API token's owner, with their permissions. */
  ownerOf(
    userId: string,
  ): Promise<{ user: User; permissions: ReadonlySet<Permission> } | undefined>;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(ErrorMessages.tokenMissing);
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized(ErrorMessages.tokenInvalid);
  return match[1];
}

/**
 * The guard of a non-public route, as a callback hook: a cached user answers synchronously
 * (no promise per request); only a cache miss waits for the database.
 */
function guardFor(
  sources: GuardSources,
  access: RouteAccess,
  allowUnverified: boolean,
  allowMfaSetup: boolean,
): onRequestHookHandler {
  const verifiedOnly = sources.requireVerifiedEmail && !allowUnverified;
  const admit = (
    request: FastifyRequest,
    claims: TokenClaims,
    entry: CachedUser | undefined,
    session: CachedSession | undefined,
  ) => {
    const signedIn = signedInEntry(claims, entry, session);
    if (signedIn.mfaSetupPending && !allowMfaSetup)
      throw forbidden(AuthSecurityMessages.mfaSetupRequired);
    request.user = signedIn.user;
    request.permissions = signedIn.permissions;
    request.sessionId = claims.sid as string;
    checkAccess(request);
  };
  const checkAccess = (request: FastifyRequest) => {
    if (verifiedOnly && !request.user.isVerified) throw forbidden(AccessMessages.verifyFirst);
    if (access !== SIGNED_IN && !request.permissions.has(access)) throw forbidden();
  };
  return (request, reply, done) => {
    // An answer for a signed-in user is theirs alone: no shared or browser cache keeps it.
    reply.header('cache-control', 'no-store');
    let claims: TokenClaims;
    let userId: string;
    let sessionId: string;
    try {
      const raw = bearerToken(request);
      // A personal API token (issue 21): its own lookup (scopes ∩ owner's permissions), then
      // the same access check.
      if (raw.startsWith(API_TOKEN_PREFIX)) {
        admitApiToken(request, raw, sources.apiTokens, sources.ownerOf).then(
          () => {
            try {
              checkAccess(request);
            } catch (error) {
              return done(error as FastifyError);
            }
            done();
          },
          (error: FastifyError) => done(error),
        );
        return;
      }
      claims = sources.verifiedClaims(raw);
      userId = subject(claims);
      sessionId = sessionOf(claims);
      const entry = sources.freshEntry(userId);
      const session = sources.freshSession(sessionId);
      if (entry && session) {
        admit(request, claims, entry, session);
        return done();
      }
    } catch (error) {
      return done(error as FastifyError);
    }
    sources.loadEntries(userId, sessionId).then(
      ([entry, session]) => {
        try {
          admit(request, claims, entry, session);
        } catch (error) {
          return done(error as FastifyError);
        }
        done();
      },
      (error: FastifyError) => done(error),
    );
  };
}

/** Puts a guard in front of every non-public /api route as it is registered. */
export function installRouteGuards(app: FastifyInstance, sources: GuardSources) {
  const guards = new Map<string, onRequestHookHandler>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs') || route.config?.public)
      return;
    const access = route.config?.permission;
    if (!access) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access: add config.permission or config.public`,
      );
    }
    if (access !== SIGNED_IN && !(PERMISSIONS as readonly string[]).includes(access)) {
      throw new Error(
        `${String(route.method)} ${route.url} needs an unknown permission "${access}"`,
      );
    }
    const allowUnverified = Boolean(route.config?.allowUnverified);
    const allowMfaSetup = Boolean(route.config?.mfaSetup);
    const guardKey = `${access}|${allowUnverified}|${allowMfaSetup}`;
    let guard = guards.get(guardKey);
    if (!guard)
      guards.set(guardKey, (guard = guardFor(sources, access, allowUnverified, allowMfaSetup)));
    const existing = route.onRequest;
    route.onRequest = existing
      ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
      : [guard];
    route.schema = {
      ...route.schema,
      security: [{ bearerAuth: access === SIGNED_IN ? [] : [access] }],
    };
  });
}
