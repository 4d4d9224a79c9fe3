// The OpenAPI document, generated from the routes' zod schemas, with a docs page at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

// Shown at the top of /api/docs: how scripts call the API with a personal token (issue 21).
const API_DESCRIPTION = [
  'The API behind the Keel dashboard.',
  '',
  '## Calling it from a script: personal API tokens',
  '1. Sign in to Keel, open **Account → API tokens**, choose a name, an expiry (1–365 days) and the permissions',
  '   the token may use (only permissions you have), confirm with your password and copy the secret:',
  '   it is shown once (`keel_pat_…`); Keel keeps only its hash.',
  '2. Send it as a bearer token: `curl -H "Authorization: Bearer keel_pat_…" https://your-keel/api/invoices`.',
  '3. A call answers 403 when the route needs a permission the token was not given, or that its owner has lost',
  '   since (a token can do what its scopes and its owner allow, both). Account, session, MFA and token routes',
  '   (`/api/account/…`) never accept a token. Expired or revoked tokens answer 401; revoking takes effect at once.',
  '4. Writes made with a token appear in the audit trail under its owner, marked "via API token".',
].join('\n');
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Keel API', version: '1.0.0', description: API_DESCRIPTION },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A sign-in token (from POST /api/account/login) or a personal API token (keel_pat_…).',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'openapi' },
);
