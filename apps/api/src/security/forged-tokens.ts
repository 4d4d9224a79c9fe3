// Bearer headers that must all be refused: none, expired, signed with another secret, or not a
// bearer token at all. The expired and foreign ones carry a real user's claims, and `control`
// (same claims, right secret, not expired) proves the claims themselves would be accepted.
import { createSigner } from 'fast-jwt';

interface Claims {
  sub: string;
  tv: number;
  sid: string;
}

function claimsOf(token: string): Claims {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as Claims;
  return { sub: payload.sub, tv: payload.tv, sid: payload.sid };
}

export function forgedAuthorizations(validToken: string, secret: string) {
  const claims = claimsOf(validToken);
  const hour = 60 * 60 * 1000;
  const expired = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: 60_000,
    clockTimestamp: Date.now() - 2 * hour,
  });
  const foreign = createSigner({
    key: 'another-secret-another-secret-another-secret!',
    algorithm: 'HS256',
    expiresIn: hour,
  });
  const control = createSigner({ key: secret, algorithm: 'HS256', expiresIn: hour });
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
    JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }),
  ).toString('base64url')}.`;
  return {
    control: `Bearer ${control(claims)}`,
    refused: {
      'no token': undefined,
      'an expired token': `Bearer ${expired(claims)}`,
      'a token signed with another secret': `Bearer ${foreign(claims)}`,
      'an unsigned (alg none) token': `Bearer ${unsigned}`,
      'a malformed header (no scheme)': validToken,
      'a malformed header (Basic)': `Basic ${Buffer.from('demo@keel.dev:demo1234').toString('base64')}`,
      'a malformed header (Bearer without token)': 'Bearer ',
      'a malformed header (garbage token)': 'Bearer not.a.jwt',
    } as Record<string, string | undefined>,
  };
}
