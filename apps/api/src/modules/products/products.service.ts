// Catalogue rules: listing (all for the shop, paged for the list), lookups by slug, create and
// update with unique names and sanitised HTML, delete (orders keep their snapshots).
import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_MAX,
  NEW_PRODUCT_DAYS,
  ProductMessages,
  inventoryTypeOf,
  type InventoryType,
  type ProductInputSchema,
  type ProductListQuerySchema,
  type ProductSummary,
  type ProductUpdateBodySchema,
} from '@keel/contracts/products';
import { slugify } from '@keel/contracts/slug';
import type { Database } from '@keel/db/client';
import { products, type ProductRow } from '@keel/db/schema/products';
import type { z } from 'zod';
import { checkVersion, nextVersion } from '../../shared/edit-version.ts';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';
import { isUniqueViolation, postgresErrorCode } from '../../shared/postgres-error.ts';
import { richTextToPlain as plainText, sanitizeRichText } from '../../shared/rich-text.ts';
import { containsPattern } from '../../shared/sql-text.ts';

const DAY_MS = 86_400_000;
/** The seed's `GET /api/products` returns every product; this bounds it for a huge catalogue. */
export const ALL_PRODUCTS_LIMIT = 2000;

export function toProductSummary(row: ProductRow, now = Date.now()): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    code: row.code,
    sku: row.sku,
    images: row.images,
    cover: row.images[0] ?? '',
    tags: row.tags,
    price: row.price,
    priceSale: row.priceSale,
    includeTaxes: row.includeTaxes,
    taxes: row.taxes,
    colors: row.colors,
    sizes: row.sizes,
    gender: row.gender,
    category: row.category,
    available: row.available,
    sold: row.sold,
    totalRating: row.totalRating,
    totalReview: row.totalReview,
    inventoryType: inventoryTypeOf(row.available),
    status:
      row.priceSale != null
        ? 'sale'
        : now - row.createdAt.getTime() <= NEW_PRODUCT_DAYS * DAY_MS
          ? 'new'
          : '',
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  } satisfies ProductSummary;
}

const inventoryCondition: Record<InventoryType, SQL> = {
  out_of_stock: sql`${products.available} <= 0`,
  low_stock: and(sql`${products.available} > 0`, lte(products.available, LOW_STOCK_MAX))!,
  in_stock: sql`${products.available} > ${LOW_STOCK_MAX}`,
};

const sortColumns = {
  createdAt: products.createdAt,
  name: sql`lower(${products.name})`,
  price: products.price,
  available: products.available,
  sold: products.sold,
} as const;

type ProductInput = z.output<typeof ProductInputSchema>;
type ProductPatch = z.output<typeof ProductUpdateBodySchema>['product'];

export function createProductsService(db: Database) {
  const bySlug = db
    .select()
    .from(products)
    .where(eq(products.slug, sql.placeholder('slug')))
    .prepare('products_by_slug');
  const byId = db
    .select()
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('products_by_id');
  const everything = db
    .select()
    .from(products)
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(ALL_PRODUCTS_LIMIT)
    .prepare('products_all');

  async function uniqueSlugFor(name: string, exceptId?: string): Promise<string> {
    const base = slugify(name);
    const sameName = and(
      or(
        eq(sql`lower(${products.name})`, name.trim().toLowerCase()),
        base ? eq(products.slug, base) : undefined,
      ),
      exceptId ? ne(products.id, exceptId) : undefined,
    );
    const [taken] = await db.select({ id: products.id }).from(products).where(sameName).limit(1);
    if (taken) throw conflict(ProductMessages.nameTaken, { name: ProductMessages.nameTaken });
    // Names without any Latin letter or digit (Arabic, Chinese) still need a URL.
    return base || `product-${crypto.randomUUID().slice(0, 8)}`;
  }

  function cleanDescription(html: string): string {
    const clean = sanitizeRichText(html);
    if (!plainText(clean))
      throw badRequest(ProductMessages.descriptionRequired, {
        description: ProductMessages.descriptionRequired,
      });
    return clean;
  }

  return {
    async all(): Promise<ProductSummary[]> {
      const now = Date.now();
      return (await everything.execute()).map((row) => toProductSummary(row, now));
    },

    async page(query: z.output<typeof ProductListQuerySchema>) {
      const conditions: (SQL | undefined)[] = [];
      if (query.q) {
        const pattern = containsPattern(query.q);
        conditions.push(
          or(
            ilike(products.name, pattern),
            ilike(products.code, pattern),
            ilike(products.sku, pattern),
          ),
        );
      }
      if (query.inventoryType && query.inventoryType.length > 0) {
        conditions.push(or(...query.inventoryType.map((type) => inventoryCondition[type])));
      }
      const where = and(...conditions);
      const sort = query.sort ?? { field: 'createdAt', direction: 'desc' };
      const column = sortColumns[sort.field];
      const pageSize = query.pageSize ?? 10;
      const pageNumber = query.page ?? 1;
      // The id breaks ties in the same direction, so one (column, id) index serves both ways.
      const direction = sort.direction === 'asc' ? asc : desc;
      const order = [direction(column), direction(products.id)];
      // The page's ids first (from the sort index alone, however deep the page), then their rows.
      const pageIds = db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(inArray(products.id, pageIds))
          .orderBy(...order),
        db.select({ value: count() }).from(products).where(where),
      ]);
      const now = Date.now();
      return { products: rows.map((row) => toProductSummary(row, now)), total: total?.value ?? 0 };
    },

    async search(text: string) {
      if (!text) return [];
      const pattern = containsPattern(text);
      const rows = await db
        .select()
        .from(products)
        .where(
          or(
            ilike(products.name, pattern),
            ilike(products.code, pattern),
            ilike(products.sku, pattern),
          ),
        )
        .orderBy(asc(sql`lower(${products.name})`))
        .limit(10);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        cover: row.images[0] ?? '',
        price: row.price,
        priceSale: row.priceSale,
      }));
    },

    async findBySlug(slug: string): Promise<ProductRow> {
      const [row] = await bySlug.execute({ slug });
      if (!row) throw notFound('Product');
      return row;
    },

    async findById(id: string): Promise<ProductRow> {
      const [row] = await byId.execute({ id });
      if (!row) throw notFound('Product');
      return row;
    },

    async create(input: ProductInput): Promise<ProductRow> {
      const slug = await uniqueSlugFor(input.name);
      try {
        const [row] = await db
          .insert(products)
          .values({
            ...input,
            name: input.name.trim(),
            slug,
            description: cleanDescription(input.description),
          })
          .returning();
        return row!;
      } catch (error) {
        // Two creates racing for one name: the unique slug decides.
        if (isUniqueViolation(error))
          throw conflict(ProductMessages.nameTaken, { name: ProductMessages.nameTaken });
        throw error;
      }
    },

    /**
     * Price and sale price are checked on the merged product under the row lock, so concurrent
     * partial updates ({ price: 10 } and { priceSale: 50 }) take turns and the second sees the
     * first; the products_sale_below_price CHECK is the last line of defence.
     */
    async update(
      userId: string,
      productId: string,
      patch: ProductPatch,
      version?: number,
    ): Promise<ProductRow> {
      await this.findById(productId);
      const slug =
        patch.name !== undefined ? await uniqueSlugFor(patch.name, productId) : undefined;
      try {
        return await db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(products)
            .where(eq(products.id, productId))
            .for('update');
          if (!current) throw notFound('Product');
          await checkVersion(tx, current, version, () => ({
            ...toProductSummary(current),
            description: current.description,
          }));
          const merged = {
            price: patch.price ?? current.price,
            priceSale: patch.priceSale !== undefined ? patch.priceSale : current.priceSale,
          };
          if (merged.priceSale != null && merged.priceSale >= merged.price) {
            throw badRequest(ProductMessages.salePriceLower, {
              priceSale: ProductMessages.salePriceLower,
            });
          }
          const changes: Partial<typeof products.$inferInsert> = {
            ...patch,
            ...nextVersion(current, userId),
          };
          if (patch.name !== undefined && patch.name.trim() !== current.name) {
            changes.name = patch.name.trim();
            // A rename moves the slug, and with it the product's URL.
            changes.slug = slug;
          } else delete changes.name;
          if (patch.description !== undefined)
            changes.description = cleanDescription(patch.description);
          const [row] = await tx
            .update(products)
            .set(changes)
            .where(eq(products.id, productId))
            .returning();
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(ProductMessages.nameTaken, { name: ProductMessages.nameTaken });
        if (postgresErrorCode(error) === '23514')
          throw badRequest(ProductMessages.salePriceLower, {
            priceSale: ProductMessages.salePriceLower,
          });
        throw error;
      }
    },

    async remove(productIds: string[]): Promise<void> {
      await db.delete(products).where(inArray(products.id, productIds));
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
