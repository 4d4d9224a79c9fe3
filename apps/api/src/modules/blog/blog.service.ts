// Blog posts: lists, lookup by slug, writes with the author-or-admin rule, favourites, shares
// and per-session views. Anonymous callers only ever see published posts.
import type { Permission } from '@keel/contracts/permissions';
import { and, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BlogMessages,
  type BlogPerson,
  type BlogPost,
  type BlogPostInputSchema,
  type BlogPostListQuerySchema,
  type BlogSearchResult,
} from '@keel/contracts/blog';
import { slugify } from '@keel/contracts/slug';
import type { User } from '@keel/contracts/user';
import type { Database } from '@keel/db/client';
import {
  blogFavorites,
  blogPosts,
  blogShares,
  blogViews,
  type BlogPostRow,
} from '@keel/db/schema/blog';
import { users } from '@keel/db/schema/users';
import { conflict, forbidden, notFound } from '../../shared/http-error.ts';
import { sanitizePostHtml } from './blog-html.ts';
import { nextVersion, staleVersion, type VersionedRow } from '../../shared/edit-version.ts';

type PostInput = z.output<typeof BlogPostInputSchema>;
type ListQuery = z.output<typeof BlogPostListQuerySchema>;

// Stands in for "nobody" in prepared statements, so anonymous callers favourite nothing.
const NOBODY = '00000000-0000-0000-0000-000000000000';

const authorColumns = { authorName: users.displayName, authorAvatar: users.photoUrl };

function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export function toPerson(id: string, name: string, avatarUrl: string | null): BlogPerson {
  return { id, name, avatarUrl } satisfies BlogPerson;
}

interface PostRowWithAuthor {
  post: BlogPostRow;
  authorName: string;
  authorAvatar: string | null;
  isFavorited: boolean;
}

function toPost(
  row: PostRowWithAuthor,
  options: { body: boolean; favoritePerson?: BlogPerson[] },
): BlogPost {
  const { post } = row;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    cover: post.cover,
    body: options.body ? post.body : '',
    tags: post.tags,
    publish: post.publish,
    allowComments: post.allowComments,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    metaKeywords: post.metaKeywords,
    author: toPerson(post.authorId, row.authorName, row.authorAvatar),
    createdAt: post.createdAt.toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    view: post.viewCount,
    comment: post.commentCount,
    share: post.shareCount,
    favorite: post.favoriteCount,
    readingMinutes: readingMinutes(post.body),
    isFavorited: row.isFavorited,
    favoritePerson: options.favoritePerson ?? [],
    version: post.version,
  } satisfies BlogPost;
}

export function createBlogService(
  db: Database,
  permissionsOf: (userId: string) => Promise<ReadonlySet<Permission>>,
) {
  const isFavorited = sql<boolean>`exists (select 1 from ${blogFavorites} where ${blogFavorites.postId} = ${blogPosts.id} and ${blogFavorites.userId} = ${sql.placeholder('viewer')})`;
  const selection = { post: blogPosts, ...authorColumns, isFavorited };

  // status: 'all' | 'published' | 'draft'; q and tag are '' when absent.
  const listWhere = sql`(${sql.placeholder('status')}::text = 'all' or ${blogPosts.publish} = (${sql.placeholder('status')}::text = 'published'))
    and (${sql.placeholder('q')}::text = '' or ${blogPosts.title} ilike '%' || ${sql.placeholder('q')}::text || '%' or ${blogPosts.description} ilike '%' || ${sql.placeholder('q')}::text || '%')
    and (${sql.placeholder('tag')}::text = '' or ${blogPosts.tags} @> array[${sql.placeholder('tag')}::text]::text[])`;
  const listPage = db
    .select(selection)
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .where(listWhere)
    .orderBy(
      sql`case when ${sql.placeholder('sort')}::text = 'popular' then ${blogPosts.viewCount} end desc nulls last`,
      sql`case when ${sql.placeholder('sort')}::text = 'oldest' then ${blogPosts.createdAt} end asc nulls last`,
      desc(blogPosts.createdAt),
      desc(blogPosts.id),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('blog_posts_page');
  const listCounts = db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      published: sql<number>`count(*) filter (where ${blogPosts.publish})`.mapWith(Number),
    })
    .from(blogPosts)
    .where(
      sql`(${sql.placeholder('q')}::text = '' or ${blogPosts.title} ilike '%' || ${sql.placeholder('q')}::text || '%' or ${blogPosts.description} ilike '%' || ${sql.placeholder('q')}::text || '%')
      and (${sql.placeholder('tag')}::text = '' or ${blogPosts.tags} @> array[${sql.placeholder('tag')}::text]::text[])`,
    )
    .prepare('blog_posts_counts');
  const bySlug = db
    .select(selection)
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .where(eq(blogPosts.slug, sql.placeholder('slug')))
    .prepare('blog_post_by_slug');
  const byId = db
    .select(selection)
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .where(eq(blogPosts.id, sql.placeholder('id')))
    .prepare('blog_post_by_id');
  const favoritePeople = db
    .select({ id: users.id, name: users.displayName, avatarUrl: users.photoUrl })
    .from(blogFavorites)
    .innerJoin(users, eq(users.id, blogFavorites.userId))
    .where(eq(blogFavorites.postId, sql.placeholder('postId')))
    .orderBy(desc(blogFavorites.createdAt))
    .limit(8)
    .prepare('blog_favorite_people');
  const recent = db
    .select(selection)
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .where(and(eq(blogPosts.publish, true), ne(blogPosts.slug, sql.placeholder('slug'))))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(4)
    .prepare('blog_recent_posts');

  /** The full post (body, favourite people) or undefined; anonymous callers miss drafts. */
  async function findFull(
    where: { slug: string } | { id: string },
    viewer: User | undefined,
  ): Promise<BlogPost | undefined> {
    const params = { viewer: viewer?.id ?? NOBODY };
    const [row] =
      'slug' in where
        ? await bySlug.execute({ ...params, slug: where.slug })
        : await byId.execute({ ...params, id: where.id });
    if (!row || (!viewer && !row.post.publish)) return undefined;
    const people = await favoritePeople.execute({ postId: row.post.id });
    return toPost(row, {
      body: true,
      favoritePerson: people.map((p) => toPerson(p.id, p.name, p.avatarUrl)),
    });
  }

  /** The author edits their own post; blog.publish moderates everyone's (docs/spec/product.md#security-and-access). */
  async function requireEditable(postId: string, user: User): Promise<BlogPostRow> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, postId));
    if (!row) throw notFound('Post');
    if (row.authorId !== user.id && !(await permissionsOf(user.id)).has('blog.publish'))
      throw forbidden();
    return row;
  }

  /** A slug for `title`; 409 when another post already has the same title. */
  async function slugFor(title: string, exceptId?: string): Promise<string> {
    const sameTitle = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(
        and(
          sql`lower(${blogPosts.title}) = lower(${title})`,
          exceptId ? ne(blogPosts.id, exceptId) : undefined,
        ),
      );
    if (sameTitle.length > 0)
      throw conflict(BlogMessages.titleTaken, { title: BlogMessages.titleTaken });
    const base = slugify(title) || 'post';
    for (let attempt = 0; ; attempt += 1) {
      const candidate = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 6)}`;
      const [taken] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(eq(blogPosts.slug, candidate));
      if (!taken || taken.id === exceptId) return candidate;
    }
  }

  async function mustFind(id: string, viewer: User | undefined): Promise<BlogPost> {
    const post = await findFull({ id }, viewer);
    if (!post) throw notFound('Post');
    return post;
  }

  return {
    async list(query: ListQuery, viewer: User | undefined) {
      const status = viewer ? query.status : 'published';
      const filters = { q: query.q ?? '', tag: query.tag ?? '' };
      const [rows, [counts]] = await Promise.all([
        listPage.execute({
          ...filters,
          status,
          sort: query.sort,
          viewer: viewer?.id ?? NOBODY,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        listCounts.execute(filters),
      ]);
      const all = counts?.all ?? 0;
      const published = counts?.published ?? 0;
      const total = status === 'all' ? all : status === 'published' ? published : all - published;
      return {
        posts: rows.map((row) => toPost(row, { body: false })),
        total,
        counts: viewer
          ? { all, published, draft: all - published }
          : { all: published, published, draft: 0 },
      };
    },

    async search(query: string): Promise<BlogSearchResult[]> {
      if (!query) return [];
      const rows = await db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          title: blogPosts.title,
          cover: blogPosts.cover,
          publish: blogPosts.publish,
        })
        .from(blogPosts)
        .where(ilike(blogPosts.title, `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
        .orderBy(desc(blogPosts.createdAt))
        .limit(10);
      return rows satisfies BlogSearchResult[];
    },

    async bySlug(slug: string, viewer: User | undefined): Promise<BlogPost> {
      const post = await findFull({ slug }, viewer);
      if (!post) throw notFound('Post');
      return post;
    },

    async recent(slug: string, viewer: User | undefined): Promise<BlogPost[]> {
      const rows = await recent.execute({ slug, viewer: viewer?.id ?? NOBODY });
      return rows.map((row) => toPost(row, { body: false }));
    },

    async create(input: PostInput, author: User): Promise<BlogPost> {
      const slug = await slugFor(input.title);
      const now = new Date();
      const [row] = await db
        .insert(blogPosts)
        .values({
          ...input,
          body: sanitizePostHtml(input.body),
          slug,
          authorId: author.id,
          publishedAt: input.publish ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: blogPosts.id });
      return mustFind(row!.id, author);
    },

    async update(
      postId: string,
      changes: Partial<PostInput>,
      user: User,
      version?: number,
    ): Promise<BlogPost> {
      const checked = await requireEditable(postId, user);
      const slug =
        changes.title !== undefined && changes.title !== checked.title
          ? await slugFor(changes.title, postId)
          : checked.slug;
      // A stale save leaves the transaction first: the 409's current post is read through `db`,
      // which on PGlite (one connection) would wait forever for the open transaction.
      let stale: VersionedRow | undefined;
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(blogPosts)
          .where(eq(blogPosts.id, postId))
          .for('update');
        if (!current) throw notFound('Post');
        if (version !== undefined && version !== current.version) {
          stale = current;
          return;
        }
        const publish = changes.publish ?? current.publish;
        await tx
          .update(blogPosts)
          .set({
            ...changes,
            ...(changes.body !== undefined ? { body: sanitizePostHtml(changes.body) } : {}),
            slug:
              changes.title !== undefined && changes.title !== current.title ? slug : current.slug,
            publishedAt: publish ? (current.publishedAt ?? new Date()) : null,
            ...nextVersion(current, user.id),
          })
          .where(eq(blogPosts.id, postId));
      });
      if (stale) throw await staleVersion(db, stale, await mustFind(postId, user));
      return mustFind(postId, user);
    },

    async publish(postId: string, publish: boolean, user: User): Promise<BlogPost> {
      return this.update(postId, { publish }, user);
    },

    async remove(postId: string, user: User): Promise<void> {
      await requireEditable(postId, user);
      await db.delete(blogPosts).where(eq(blogPosts.id, postId));
    },

    async favorite(postId: string, favorite: boolean, user: User): Promise<BlogPost> {
      await db.transaction(async (tx) => {
        const [post] = await tx
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(eq(blogPosts.id, postId))
          .for('update');
        if (!post) throw notFound('Post');
        if (favorite)
          await tx.insert(blogFavorites).values({ postId, userId: user.id }).onConflictDoNothing();
        else
          await tx
            .delete(blogFavorites)
            .where(and(eq(blogFavorites.postId, postId), eq(blogFavorites.userId, user.id)));
        await tx
          .update(blogPosts)
          .set({
            favoriteCount: sql`(select count(*) from ${blogFavorites} where ${blogFavorites.postId} = ${postId})`,
          })
          .where(eq(blogPosts.id, postId));
      });
      return mustFind(postId, user);
    },

    async share(postId: string, viewer: User | undefined) {
      const [visible] = await db
        .select({ publish: blogPosts.publish })
        .from(blogPosts)
        .where(eq(blogPosts.id, postId));
      if (!visible || (!viewer && !visible.publish)) throw notFound('Post');
      return db.transaction(async (tx) => {
        await tx.insert(blogShares).values({ postId, userId: viewer?.id ?? null });
        const [row] = await tx
          .update(blogPosts)
          .set({ shareCount: sql`${blogPosts.shareCount} + 1` })
          .where(eq(blogPosts.id, postId))
          .returning({ view: blogPosts.viewCount, share: blogPosts.shareCount });
        return row!;
      });
    },

    /** Counts a view once per browser session and post. */
    async view(postId: string, sessionId: string, viewer: User | undefined) {
      const [visible] = await db
        .select({ publish: blogPosts.publish })
        .from(blogPosts)
        .where(eq(blogPosts.id, postId));
      if (!visible || (!viewer && !visible.publish)) throw notFound('Post');
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(blogViews)
          .values({ postId, sessionKey: sessionId })
          .onConflictDoNothing()
          .returning({ postId: blogViews.postId });
        const [row] = await tx
          .update(blogPosts)
          .set({ viewCount: sql`${blogPosts.viewCount} + ${inserted.length}` })
          .where(eq(blogPosts.id, postId))
          .returning({ view: blogPosts.viewCount, share: blogPosts.shareCount });
        return row!;
      });
    },

    /** Visible to this caller? Comments follow their post's visibility. */
    async assertVisible(postId: string, viewer: User | undefined): Promise<BlogPostRow> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, postId));
      if (!row || (!viewer && !row.publish)) throw notFound('Post');
      return row;
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
