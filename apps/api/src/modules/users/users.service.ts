// User management (docs/spec/pages.md#users): the list with counts per status, the directory cards, and the
// admin's create / update / ban / delete with the rules that protect the admin's own account.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '@keel/contracts/user';
import {
  UserMessages,
  type UserCard,
  type UserFieldsSchema,
  type UserListQuerySchema,
  type UserNewBodySchema,
  type UserSortField,
} from '@keel/contracts/users';
import { userProfiles } from '@keel/db/schema/profiles';
import { users, type UserRow } from '@keel/db/schema/users';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';
import { createRolesService } from '../access/roles.service.ts';
import { isUniqueViolation } from '../../shared/postgres-error.ts';
import { toUser } from '../../shared/user-mapper.ts';
import { withoutPrivateFields, type Viewer } from '../../shared/private-fields.ts';
import { likePattern, uniqueUserSlug } from '../../shared/user-slug.ts';
import {
  followerCount,
  followingCount,
  postCount,
  toSocialLinks,
} from '../profile/profile.service.ts';
import { createListTotals, type ListSnapshot } from '../../shared/list-totals.ts';
import { pageWindow, type PageWindow } from '../../shared/page-window.ts';
import { removeUsers } from './user-removal.ts';
import { createVerificationService } from '../verification/verification.service.ts';
import {
  checkVersion,
  nextVersion,
  staleVersion,
  unchangedSince,
} from '../../shared/edit-version.ts';

const SORT_COLUMNS = {
  displayName: sql`lower(${users.displayName})`,
  email: users.email,
  phoneNumber: users.phoneNumber,
  company: sql`lower(${users.company})`,
  jobTitle: sql`lower(${users.jobTitle})`,
  role: users.role,
  isVerified: users.isVerified,
  status: users.status,
  createdAt: users.createdAt,
} satisfies Record<UserSortField, unknown>;

type ListQuery = z.output<typeof UserListQuerySchema>;
type StatusCounts = { all: number; active: number; banned: number };

function statusCounts(snapshot: ListSnapshot): StatusCounts {
  const counts = { all: 0, active: 0, banned: 0 };
  for (const group of snapshot.groups) {
    counts.all += group.entries;
    if (group.status === 'active' || group.status === 'banned')
      counts[group.status] += group.entries;
  }
  return counts;
}
type UserChanges = Partial<z.output<typeof UserFieldsSchema>>;

export function createUserService(
  app: Pick<FastifyInstance, 'db' | 'auth' | 'mailer' | 'storage'>,
) {
  const { db } = app;
  const verification = createVerificationService(app);
  const userBySlug = db
    .select()
    .from(users)
    .where(eq(users.slug, sql.placeholder('slug')))
    .prepare('users_by_slug');

  async function emailTaken(email: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email),
      );
    return Boolean(row);
  }

  const totals = createListTotals<StatusCounts>(db, 'users');

  async function countByStatus(where: SQL | undefined): Promise<StatusCounts> {
    const [counts] = await db
      .select({
        all: count(),
        active: sql<number>`count(*) filter (where ${users.status} = 'active')`.mapWith(Number),
        banned: sql<number>`count(*) filter (where ${users.status} = 'banned')`.mapWith(Number),
      })
      .from(users)
      .where(where);
    return { all: counts?.all ?? 0, active: counts?.active ?? 0, banned: counts?.banned ?? 0 };
  }

  const emailConflict = () => conflict(UserMessages.emailInUse, { email: UserMessages.emailInUse });

  // users.role references roles.key: an unknown role is the caller's mistake (400), not a 500.
  // The roles service owns that rule (modules/access).
  const roleService = createRolesService(app);
  const assertRoleExists = async (key: string | undefined) => {
    if (key !== undefined) await roleService.assertExists(key);
  };

  return {
    async list(query: ListQuery, viewer: Viewer) {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        filters.push(
          or(
            ilike(users.displayName, pattern),
            ilike(users.email, pattern),
            ilike(users.company, pattern),
          )!,
        );
      }
      if (query.role && query.role.length > 0) filters.push(inArray(users.jobTitle, query.role));
      if (query.access) filters.push(eq(users.role, query.access));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const listWhere = query.status === 'all' ? where : and(where, eq(users.status, query.status));
      const sort = query.sort ?? { field: 'displayName', direction: 'asc' };
      const column = SORT_COLUMNS[sort.field];
      // The id breaks ties in the same direction, so one (column, id) index serves both ways.
      const orderBy = (reversed: boolean) => {
        const direction = (sort.direction === 'asc') !== reversed ? asc : desc;
        return [direction(column), direction(users.id)];
      };
      // The page's ids first (from the sort index alone, however deep the page), then their rows.
      const pageRows = async (window: PageWindow | undefined) => {
        if (!window) return [];
        const pageIds = db
          .select({ id: users.id })
          .from(users)
          .where(listWhere)
          .orderBy(...orderBy(window.reversed))
          .limit(window.limit)
          .offset(window.offset);
        return db
          .select()
          .from(users)
          .where(inArray(users.id, pageIds))
          .orderBy(...orderBy(false));
      };
      const tabTotal = (counts: StatusCounts) => counts[query.status];

      // Unfiltered counts are running totals; filtered ones are counted once per list version.
      const snapshot = await totals.read();
      const key = JSON.stringify([query.q, query.role, query.access]);
      let counts = where ? totals.lookup(key, snapshot.version) : statusCounts(snapshot);
      let rows: UserRow[];
      if (counts) {
        rows = await pageRows(pageWindow(query.page, query.pageSize, tabTotal(counts)));
      } else {
        [rows, counts] = await Promise.all([
          pageRows(pageWindow(query.page, query.pageSize)),
          countByStatus(where).then((fresh) => totals.remember(key, snapshot.version, fresh)),
        ]);
      }
      return {
        users: rows.map((row) => withoutPrivateFields(toUser(row), viewer)),
        total: tabTotal(counts),
        counts,
      };
    },

    async roles(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ jobTitle: users.jobTitle })
        .from(users)
        .where(ne(users.jobTitle, ''))
        .orderBy(asc(users.jobTitle))
        .limit(500);
      return rows.map((row) => row.jobTitle);
    },

    async bySlug(slug: string, viewer: Viewer): Promise<User> {
      const [row] = await userBySlug.execute({ slug });
      if (!row) throw notFound('User');
      return withoutPrivateFields(toUser(row), viewer);
    },

    /** Active users with a public profile (and me), for the member directory. */
    async cards(me: User, page: number, pageSize: number, q?: string) {
      const visible = and(
        eq(users.status, 'active'),
        or(eq(users.isPublic, true), eq(users.id, me.id)),
      );
      const where = q
        ? and(
            visible,
            or(ilike(users.displayName, likePattern(q)), ilike(users.jobTitle, likePattern(q))),
          )
        : visible;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: users.id,
            slug: users.slug,
            displayName: users.displayName,
            photoURL: users.photoUrl,
            jobTitle: users.jobTitle,
            follower: followerCount,
            following: followingCount,
            totalPosts: postCount,
            profile: userProfiles,
          })
          .from(users)
          .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
          .where(where)
          .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const cards = rows.map(
        (row) =>
          ({
            id: row.id,
            slug: row.slug,
            displayName: row.displayName,
            photoURL: row.photoURL,
            coverUrl: row.profile?.coverUrl ?? null,
            role: row.jobTitle,
            follower: row.follower,
            following: row.following,
            totalPosts: row.totalPosts,
            socialLinks: toSocialLinks(row.profile),
          }) satisfies UserCard,
      );
      return { cards, total: totals?.total ?? 0 };
    },

    /** No password: a welcome mail points the new member to the reset flow to set one. */
    async create(input: z.output<typeof UserNewBodySchema>): Promise<User> {
      if (await emailTaken(input.email)) throw emailConflict();
      await assertRoleExists(input.role);
      const displayName = `${input.firstName} ${input.lastName}`;
      let row: UserRow;
      try {
        [row] = (await db
          .insert(users)
          .values({
            ...input,
            photoUrl: input.photoURL,
            displayName,
            slug: await uniqueUserSlug(db, displayName),
            passwordHash: null,
          })
          .returning()) as [UserRow];
      } catch (error) {
        if (isUniqueViolation(error)) throw emailConflict();
        throw error;
      }
      await app.mailer.send({
        to: row.email,
        subject: 'Welcome to Keel',
        text: `Hi ${row.firstName},\n\nAn account was created for you on Keel. To choose your password, open /auth/reset-password, enter ${row.email} and follow the code we send you.`,
      });
      return toUser(row);
    },

    async update(
      admin: User,
      userId: string,
      changes: UserChanges,
      version?: number,
    ): Promise<User> {
      const [current] = await db.select().from(users).where(eq(users.id, userId));
      if (!current) throw notFound('User');
      await checkVersion(db, current, version, () => toUser(current));
      if (userId === admin.id) {
        if (changes.role && changes.role !== current.role)
          throw badRequest(UserMessages.cannotChangeOwnRole, {
            role: UserMessages.cannotChangeOwnRole,
          });
        if (changes.status === 'banned')
          throw badRequest(UserMessages.cannotBanSelf, { status: UserMessages.cannotBanSelf });
      }
      await assertRoleExists(changes.role);
      const emailChanged = changes.email !== undefined && changes.email !== current.email;
      if (emailChanged && (await emailTaken(changes.email!, userId))) throw emailConflict();
      const { photoURL, ...rest } = changes;
      const next: Partial<UserRow> = { ...rest, ...nextVersion(current, admin.id) };
      if (photoURL !== undefined) next.photoUrl = photoURL;
      if (changes.firstName !== undefined || changes.lastName !== undefined) {
        next.displayName = `${changes.firstName ?? current.firstName} ${changes.lastName ?? current.lastName}`;
      }
      if (emailChanged && changes.isVerified === undefined) next.isVerified = false;
      const banning = changes.status === 'banned' && current.status !== 'banned';
      let row: UserRow;
      try {
        [row] = (await db
          .update(users)
          .set(banning ? { ...next, tokenVersion: sql`${users.tokenVersion} + 1` } : next)
          .where(and(eq(users.id, userId), unchangedSince(users.version, current, version)))
          .returning()) as [UserRow];
      } catch (error) {
        if (isUniqueViolation(error)) throw emailConflict();
        throw error;
      }
      // Changed by someone else between the check and the write: theirs stands.
      if (!row) {
        const [now] = await db.select().from(users).where(eq(users.id, userId));
        if (!now) throw notFound('User');
        throw await staleVersion(db, now, toUser(now));
      }
      await app.auth.invalidateUser(userId);
      // Turning "Email verified" off (or a new address) asks the user to verify again.
      if (current.isVerified && !row.isVerified && row.status === 'active')
        await verification.issue(row, 'verify');
      return toUser(row);
    },

    async remove(admin: User, userIds: string[]): Promise<void> {
      const ids = [...new Set(userIds)];
      if (ids.includes(admin.id)) throw badRequest(UserMessages.cannotDeleteSelf);
      const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
      if (found.length !== ids.length) throw notFound('User');
      // Their file-manager content goes with them; rows cascade, bytes are freed here.
      const uploads = await removeUsers(db, admin.id, ids);
      await app.storage.remove(uploads);
      for (const id of ids) await app.auth.invalidateUser(id);
    },
  };
}
