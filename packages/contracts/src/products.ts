// Products, reviews and the shop calls (docs/spec/seed.md#calls product calls; docs/spec/pages.md#data-shapes Product, docs/spec/pages.md#e-commerce).
import { z } from 'zod';
import { IdSchema, pageFields, PageQuerySchema, requiredString, sortSchema } from './common.ts';
import { VersionSchema } from './edit-version.ts';
import { nameString } from './bidi.ts';
import {
  PRODUCT_GENDERS,
  PRODUCT_CATEGORIES,
  PRODUCT_SIZES,
  INVENTORY_TYPES,
  PRODUCT_COLORS,
  LOW_STOCK_MAX,
  PRODUCT_SORT_FIELDS,
} from './products-constants.ts';

export {
  PRODUCT_GENDERS,
  PRODUCT_CATEGORIES,
  PRODUCT_SIZES,
  INVENTORY_TYPES,
  PRODUCT_COLORS,
  LOW_STOCK_MAX,
  NEW_PRODUCT_DAYS,
  PRODUCT_SORT_FIELDS,
} from './products-constants.ts';

export const InventoryTypeSchema = z.enum(INVENTORY_TYPES);
export type InventoryType = z.infer<typeof InventoryTypeSchema>;

export const ProductMessages = {
  nameRequired: 'Name is required',
  nameTaken: 'A product with this name already exists',
  descriptionRequired: 'Description is required',
  imagesRequired: 'At least one image is required',
  tagsMin: 'Must have at least 2 tags',
  priceMin: 'Price must be greater than 0',
  salePriceLower: 'Sale price must be lower than the regular price',
  quantityMin: 'Quantity must be 0 or more',
  categoryRequired: 'Category is required',
  genderRequired: 'Gender is required',
  ratingRequired: 'Rating is required',
  reviewRequired: 'Review is required',
  reviewTooLong: 'Review must be at most 2,000 characters',
  alreadyReviewed: 'You have already reviewed this product',
} as const;

export const ReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  comment: z.string(),
  rating: z.number(),
  isPurchased: z.boolean(),
  helpful: z.number(),
  /** Whether the signed-in user already voted this review helpful (one vote each). */
  isHelpfulVoted: z.boolean(),
  postedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const RatingBucketSchema = z.object({
  name: z.string(),
  starCount: z.number(),
  reviewCount: z.number(),
});

/** What the shop and the product list show; the full product adds description, ratings and reviews. */
export const ProductSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  code: z.string(),
  sku: z.string(),
  images: z.array(z.string()),
  cover: z.string(),
  tags: z.array(z.string()),
  price: z.number(),
  priceSale: z.number().nullable(),
  /** Whether `price` already includes taxes; when false `taxes` is the percentage added. */
  includeTaxes: z.boolean(),
  taxes: z.number(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  gender: z.enum(PRODUCT_GENDERS),
  category: z.enum(PRODUCT_CATEGORIES),
  available: z.number(),
  sold: z.number(),
  totalRating: z.number(),
  totalReview: z.number(),
  inventoryType: InventoryTypeSchema,
  status: z.enum(['sale', 'new', '']),
  createdAt: z.string(),
  /** Bumped by every edit (optimistic concurrency, edit-version.ts). */
  version: z.number(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductSchema = ProductSummarySchema.extend({
  description: z.string(),
  ratings: z.array(RatingBucketSchema),
  /** The newest reviews (up to REVIEWS_IN_PRODUCT); older ones through GET /api/products/reviews. */
  reviews: z.array(ReviewSchema),
});
export type Product = z.infer<typeof ProductSchema>;
export const REVIEWS_IN_PRODUCT = 50;

/** Images are uploads (`/api/uploads/{id}`) or the bundled demo shots (`/assets/...`). */
const ImageUrlSchema = z
  .string()
  .max(300)
  .regex(
    /^\/(api\/uploads\/[0-9a-f-]{36}|assets\/(?!.*\.\.)[\w./-]+)$/i,
    'Image must be an uploaded image',
  );

const money = (message: string) =>
  z.number({ error: message }).finite(message).multipleOf(0.01, 'Use at most 2 decimals');

// No defaults here: an update's partial must leave absent fields alone.
const ProductFieldsSchema = z.object({
  name: nameString(ProductMessages.nameRequired, {
    max: 120,
    message: 'Name must be at most 120 characters',
  }),
  description: z
    .string({ error: ProductMessages.descriptionRequired })
    .max(50_000, 'Description is too long')
    .refine(
      (html) => html.replace(/<[^>]*>/g, '').trim().length > 0,
      ProductMessages.descriptionRequired,
    ),
  images: z
    .array(ImageUrlSchema, { error: ProductMessages.imagesRequired })
    .min(1, ProductMessages.imagesRequired)
    .max(12, 'At most 12 images'),
  code: z.string().trim().max(40, 'Product code must be at most 40 characters'),
  sku: z.string().trim().max(40, 'SKU must be at most 40 characters'),
  available: z
    .number({ error: ProductMessages.quantityMin })
    .int('Quantity must be a whole number')
    .min(0, ProductMessages.quantityMin)
    .max(1_000_000, 'Quantity is too large'),
  gender: z.enum(PRODUCT_GENDERS, { error: ProductMessages.genderRequired }),
  category: z.enum(PRODUCT_CATEGORIES, { error: ProductMessages.categoryRequired }),
  colors: z.array(z.enum(PRODUCT_COLORS, { error: 'Choose colours from the list' })).max(8),
  sizes: z.array(z.enum(PRODUCT_SIZES, { error: 'Choose sizes from the list' })).max(12),
  tags: z
    .array(z.string().trim().min(1).max(40, 'Tags must be at most 40 characters'), {
      error: ProductMessages.tagsMin,
    })
    .min(2, ProductMessages.tagsMin)
    .max(20, 'At most 20 tags'),
  price: money(ProductMessages.priceMin)
    .gt(0, ProductMessages.priceMin)
    .max(1_000_000, 'Price is too large'),
  priceSale: money(ProductMessages.salePriceLower)
    .gt(0, 'Sale price must be greater than 0')
    .nullable(),
  includeTaxes: z.boolean(),
  taxes: z.number().min(0, 'Tax must be 0 or more').max(100, 'Tax must be at most 100'),
});

function saleBelowPrice(
  product: { price?: number; priceSale?: number | null },
  context: z.RefinementCtx,
) {
  if (product.priceSale != null && product.price != null && product.priceSale >= product.price) {
    context.addIssue({
      code: 'custom',
      path: ['priceSale'],
      message: ProductMessages.salePriceLower,
    });
  }
}

/** `POST /api/products/new`: the product itself is the body. */
export const ProductInputSchema = ProductFieldsSchema.extend({
  code: ProductFieldsSchema.shape.code.default(''),
  sku: ProductFieldsSchema.shape.sku.default(''),
  colors: ProductFieldsSchema.shape.colors.default([]),
  sizes: ProductFieldsSchema.shape.sizes.default([]),
  priceSale: ProductFieldsSchema.shape.priceSale.default(null),
  includeTaxes: ProductFieldsSchema.shape.includeTaxes.default(true),
  taxes: ProductFieldsSchema.shape.taxes.default(0),
}).superRefine(saleBelowPrice);
export type ProductInput = z.input<typeof ProductInputSchema>;

/** `POST /api/products/update`: only the changed fields; the sale rule is checked again on the merged product. */
export const ProductUpdateBodySchema = z.object({
  productId: IdSchema,
  product: ProductFieldsSchema.partial().superRefine(saleBelowPrice),
  /** The version the edit started from; stale → 409 with the current product. */
  version: VersionSchema.optional(),
});
/** The current product a stale update's 409 carries (what the edit form shows). */
export const ProductEditedSchema = ProductSummarySchema.extend({ description: z.string() });
export type ProductUpdateBody = z.input<typeof ProductUpdateBodySchema>;

export const ProductDeleteBodySchema = z.object({
  productIds: z.array(IdSchema).min(1, 'Choose at least one product').max(100),
});

/**
 * `GET /api/products`: without paging parameters the seed's call, every product (the shop
 * filters in the browser); with `page`/`pageSize`/`sort`/`q`/`inventoryType` a server page.
 */
export const ProductListQuerySchema = PageQuerySchema.extend({
  page: PageQuerySchema.shape.page.unwrap().optional(),
  pageSize: PageQuerySchema.shape.pageSize.unwrap().optional(),
  sort: sortSchema(PRODUCT_SORT_FIELDS).optional(),
  /** One or more of in_stock, low_stock, out_of_stock (repeated or comma-separated). */
  inventoryType: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter(Boolean))
    .pipe(z.array(InventoryTypeSchema))
    .optional(),
});

export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

/** The seed's `GET /api/products` without parameters: `{ products }`, nothing more. */
export const ProductsResponseSchema = z.object({ products: z.array(ProductSummarySchema) });
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>;

/** A server page of `GET /api/products` (with `page`/`pageSize`/`sort`/`q`/`inventoryType`). */
export const ProductListResponseSchema = z.object({
  products: z.array(ProductSummarySchema),
  total: z.number(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;
/** What `GET /api/products` may answer; the page first, so the seed shape never strips `total`. */
export const ProductsOrPageResponseSchema = z.union([
  ProductListResponseSchema,
  ProductsResponseSchema,
]);

export const ProductQuerySchema = z.object({ name: z.string().max(200) });
export const ProductResponseSchema = z.object({ product: ProductSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

export const ProductSearchQuerySchema = z.object({ query: z.string().trim().max(100).default('') });
export const ProductSearchResultSchema = ProductSummarySchema.pick({
  id: true,
  slug: true,
  name: true,
  cover: true,
  price: true,
  priceSale: true,
});
export const ProductSearchResponseSchema = z.object({
  results: z.array(ProductSearchResultSchema),
});
export type ProductSearchResult = z.infer<typeof ProductSearchResultSchema>;

export const ReviewInputSchema = z.object({
  productId: IdSchema,
  rating: z
    .number({ error: ProductMessages.ratingRequired })
    .int(ProductMessages.ratingRequired)
    .min(1, ProductMessages.ratingRequired)
    .max(5, 'Rating must be at most 5'),
  comment: requiredString(ProductMessages.reviewRequired, {
    max: 2000,
    message: ProductMessages.reviewTooLong,
  }),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;

export const ReviewHelpfulBodySchema = z.object({ reviewId: IdSchema });
export const ReviewResponseSchema = z.object({ review: ReviewSchema });

export const ReviewListQuerySchema = z.object({
  productId: IdSchema,
  ...pageFields({ pageSize: 5 }),
});
export const ReviewListResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  total: z.number(),
});

/** The label the server derives from stock (docs/spec/pages.md#data-shapes Product). */
export function inventoryTypeOf(available: number): InventoryType {
  if (available <= 0) return 'out_of_stock';
  return available <= LOW_STOCK_MAX ? 'low_stock' : 'in_stock';
}
