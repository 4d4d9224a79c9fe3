// Users' constants in a module without zod, so list and form pages load no schema: the user
// list's sort fields (users.ts re-exports them) and the member form's fields, which the user form
// and the users CSV import (import.ts) both list from here; UserFieldsSchema (users.ts) validates them.

/** The user list's sort fields: the list page refuses a sort the API would. */
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

/** The fields a member is created or edited with, in the form's order (UserFieldsSchema's). */
export const USER_INPUT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'state',
  'city',
  'address',
  'zipCode',
  'company',
  'jobTitle',
  'role',
  'isVerified',
  'status',
  'photoURL',
  'isPublic',
] as const;
export type UserInputField = (typeof USER_INPUT_FIELDS)[number];

/** What a CSV column can fill: all but the avatar, which is an upload (ImageUrlSchema), not text. */
export const USER_IMPORT_FIELDS = USER_INPUT_FIELDS.filter((field) => field !== 'photoURL');
