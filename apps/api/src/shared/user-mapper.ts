// Row → contract: the only way a user leaves the API, so the hash and token version never do.
import type { User } from '@keel/contracts/user';
import type { UserRow } from '@keel/db/schema/users';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    slug: row.slug,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    email: row.email,
    photoURL: row.photoUrl,
    phoneNumber: row.phoneNumber,
    country: row.country,
    state: row.state,
    city: row.city,
    address: row.address,
    zipCode: row.zipCode,
    company: row.company,
    role: row.role,
    jobTitle: row.jobTitle,
    about: row.about,
    isPublic: row.isPublic,
    isVerified: row.isVerified,
    status: row.status,
    plan: row.plan,
    presence: row.presence,
    lastActivity: row.lastActivity.toISOString(),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  } satisfies User;
}
