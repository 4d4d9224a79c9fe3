// User management (docs/spec/pages.md#users list, form, cards): admins create, edit, ban and delete;
// any signed-in user reads the list and the cards.
import { z } from 'zod';
import { EmailSchema } from './account.ts';
import { IdSchema, pageFields, PageQuerySchema, requiredString, sortSchema } from './common.ts';
import { queryList } from './query-list.ts';
import { RoleSchema, USER_STATUSES, UserSchema } from './user.ts';
import { nameString } from './bidi.ts';
import { VersionSchema } from './edit-version.ts';
import { USER_SORT_FIELDS } from './users-constants.ts';

export { USER_SORT_FIELDS } from './users-constants.ts';

/** An avatar, cover or post image: a public image uploaded through POST /api/uploads. */
export const ImageUrlSchema = z
  .string()
  .regex(/^\/api\/uploads\/[0-9a-f-]{36}$/, 'Must be an uploaded image');

export const PHONE_PATTERN = /^[0-9+\- ]{7,20}$/;
const text = (required: string, max: number, label: string) =>
  nameString(required, { max, message: `${label} must be at most ${max} characters` });

/** The fields of the member form, without defaults so `.partial()` means "changed fields only". */
export const UserFieldsSchema = z.object({
  firstName: text('First name is required', 50, 'First name'),
  lastName: text('Last name is required', 50, 'Last name'),
  email: EmailSchema,
  phoneNumber: requiredString('Phone number is required').regex(
    PHONE_PATTERN,
    'Phone number is not valid',
  ),
  country: text('Country is required', 100, 'Country'),
  state: text('State is required', 100, 'State'),
  city: text('City is required', 100, 'City'),
  address: text('Address is required', 200, 'Address'),
  zipCode: z.string().trim().max(20, 'Zip code must be at most 20 characters'),
  company: text('Company is required', 100, 'Company'),
  /** Shown as "Role" in user tables; the access role is `role`. */
  jobTitle: text('Role is required', 100, 'Role'),
  role: RoleSchema,
  isVerified: z.boolean(),
  status: z.enum(USER_STATUSES),
  photoURL: ImageUrlSchema.nullable(),
  isPublic: z.boolean(),
});

export const UserNewBodySchema = UserFieldsSchema.extend({
  zipCode: UserFieldsSchema.shape.zipCode.default(''),
  role: RoleSchema.default('member'),
  isVerified: z.boolean().default(false),
  status: z.enum(USER_STATUSES).default('active'),
  photoURL: ImageUrlSchema.nullable().default(null),
  isPublic: z.boolean().default(true),
});
export type UserNewBody = z.input<typeof UserNewBodySchema>;

export const UserUpdateBodySchema = z.object({
  userId: IdSchema,
  user: UserFieldsSchema.partial(),
  /** The version the edit started from; stale → 409 with the current user. */
  version: VersionSchema.optional(),
});
export type UserUpdateBody = z.input<typeof UserUpdateBodySchema>;

export const UserDeleteBodySchema = z.object({
  userIds: z.array(IdSchema).min(1, 'Choose at least one user').max(100),
});

export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const UserListQuerySchema = PageQuerySchema.extend({
  /** Default `displayName:asc`. */
  sort: sortSchema(USER_SORT_FIELDS).optional(),
  status: z.enum(['all', ...USER_STATUSES]).default('all'),
  /** Job titles ("Role" column), several allowed. */
  role: queryList(z.string().trim().min(1).max(100)).optional(),
  /** Access role. */
  access: RoleSchema.optional(),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

export const UserStatusCountsSchema = z.object({
  all: z.number(),
  active: z.number(),
  banned: z.number(),
});
export type UserStatusCounts = z.infer<typeof UserStatusCountsSchema>;

export const UserListResponseSchema = z.object({
  users: z.array(UserSchema),
  total: z.number(),
  counts: UserStatusCountsSchema,
});
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

export const UserLookupQuerySchema = z.object({
  name: z.string().trim().min(1, 'User not found').max(200),
});
export const UserResponseSchema = z.object({ user: UserSchema });
export const UserRolesResponseSchema = z.object({ roles: z.array(z.string()) });

export const SocialLinksSchema = z.object({
  facebookLink: z.string(),
  instagramLink: z.string(),
  linkedinLink: z.string(),
  twitterLink: z.string(),
});
export type SocialLinks = z.infer<typeof SocialLinksSchema>;

export const UserCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** The job title. */
  role: z.string(),
  follower: z.number(),
  following: z.number(),
  totalPosts: z.number(),
  socialLinks: SocialLinksSchema,
});
export type UserCard = z.infer<typeof UserCardSchema>;

export const UserCardsQuerySchema = PageQuerySchema.extend({
  ...pageFields({ pageSize: 12 }),
});
export const UserCardsResponseSchema = z.object({
  cards: z.array(UserCardSchema),
  total: z.number(),
});
export type UserCardsResponse = z.infer<typeof UserCardsResponseSchema>;

export const UserMessages = {
  notFound: 'User not found',
  emailInUse: 'This e-mail is already in use',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotChangeOwnRole: 'You cannot change your own access role',
  cannotBanSelf: 'You cannot ban your own account',
} as const;
