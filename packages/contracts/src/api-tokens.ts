// Personal API tokens (issue 21): a name, an expiry and scopes (a subset of the owner's
// permissions). The secret is answered once, at creation; the server keeps only its hash.
import { z } from 'zod';
import { IdSchema, requiredString } from './common.ts';
import { PermissionSchema } from './permissions.ts';

/** Every token starts with this, so a leaked one is easy to spot (and to search for in code). */
export const API_TOKEN_PREFIX = 'keel_pat_';

export const ApiTokenMessages = {
  scopeNotYours: 'A token can only have permissions you have',
  passwordIncorrect: 'Password is incorrect',
  tokenForbiddenRoute: 'API tokens cannot manage the account, sessions or tokens',
} as const;

export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(PermissionSchema),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListResponseSchema = z.object({ tokens: z.array(ApiTokenSchema) });
export type ApiTokenListResponse = z.infer<typeof ApiTokenListResponseSchema>;

export const ApiTokenCreateBodySchema = z.object({
  name: requiredString('Name is required', {
    max: 80,
    message: 'Name must be at most 80 characters',
  }),
  scopes: z.array(PermissionSchema).min(1, 'Choose at least one permission').max(100),
  expiresInDays: z.coerce
    .number()
    .int('Whole days')
    .min(1, 'At least 1 day')
    .max(365, 'At most 365 days'),
  /** The current password: a stolen session alone cannot mint a long-lived token. */
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type ApiTokenCreateBody = z.input<typeof ApiTokenCreateBodySchema>;

export const ApiTokenCreateResponseSchema = z.object({
  token: ApiTokenSchema,
  /** Shown once; only its hash is stored. */
  secret: z.string(),
});
export type ApiTokenCreateResponse = z.infer<typeof ApiTokenCreateResponseSchema>;

export const ApiTokenRevokeBodySchema = z.object({ tokenId: IdSchema });
export type ApiTokenRevokeBody = z.infer<typeof ApiTokenRevokeBodySchema>;
