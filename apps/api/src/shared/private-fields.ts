// Private profiles (docs/spec/product.md#security-and-access): a person with `isPublic: false` keeps their contact fields
// (phone, address, city, state, zip, country) from everyone but themselves and holders of
// users.read-private, in every answer that carries people.
import type { FastifyRequest } from 'fastify';
import type { Permission } from '@keel/contracts/permissions';

export interface Viewer {
  id: string;
  permissions: ReadonlySet<Permission>;
}

export const viewerOf = (request: FastifyRequest): Viewer => ({
  id: request.user.id,
  permissions: request.permissions,
});

export function mayReadPrivate(viewer: Viewer, person: { id: string; isPublic: boolean }): boolean {
  return person.isPublic || person.id === viewer.id || viewer.permissions.has('users.read-private');
}

const CONTACT_FIELDS = ['phoneNumber', 'address', 'city', 'state', 'zipCode', 'country'] as const;
type ContactFields = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;

/** The person with their contact fields blanked when the viewer may not read them. */
export function withoutPrivateFields<T extends ContactFields & { id: string; isPublic: boolean }>(
  person: T,
  viewer: Viewer,
): T {
  if (mayReadPrivate(viewer, person)) return person;
  const copy = { ...person };
  for (const field of CONTACT_FIELDS) if (field in copy) copy[field] = '' as T[typeof field];
  return copy;
}
