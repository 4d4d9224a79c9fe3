// The user list's sort fields, in a module without zod: the list page reads them to refuse a
// sort the API would (users.ts re-exports them).
export const USER_SORT_FIELDS = [
  'displayName',
  'email',
  'phoneNumber',
  'company',
  'jobTitle',
  'role',
  'isVerified',
  'status',
  'createdAt',
] as const;
