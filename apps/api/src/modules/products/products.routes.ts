// Product calls: the seed's two (`GET /api/products` → { products }, `GET /api/products/product
// ?name=` → { product }) plus paging, search, create, update, delete and reviews (pages.md §11).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import {
  ProductDeleteBodySchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductQuerySchema,
  ProductResponseSchema,
  ProductSearchQuerySchema,
  ProductSearchResponseSchema,
  ProductUpdateBodySchema,
  ProductsOrPageResponseSchema,
  ReviewHelpfulBodySchema,
  ReviewInputSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
  ReviewResponseSchema,
} from '@keel/contracts/products';
import { createProductReviewsService } from './product-reviews.service.ts';
import { createProductsService } from './products.service.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProductsService(app.db);
  const reviews = createProductReviewsService(app.db);
  const tags = ['products'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

  app.get(
    '/api/products',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        summary: 'Every product (the seed call), or a page with page/pageSize/sort/q/inventoryType',
        querystring: ProductListQuerySchema,
        response: { 200: ProductsOrPageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      if (
        query.page === undefined &&
        query.pageSize === undefined &&
        !query.q &&
        !query.sort &&
        !query.inventoryType
      ) {
        return { products: await service.all() };
      }
      return service.page(query);
    },
  );

  app.get(
    '/api/products/product',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        summary: 'One product by its slug (`name`)',
        querystring: ProductQuerySchema,
        response: { 200: ProductResponseSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      product: await reviews.detail(await service.findBySlug(request.query.name), request.user.id),
    }),
  );

  app.get(
    '/api/products/search',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        summary: 'Shop search',
        querystring: ProductSearchQuerySchema,
        response: { 200: ProductSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({ results: await service.search(request.query.query) }),
  );

  app.post(
    '/api/products/new',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        summary: 'Create a product',
        body: ProductInputSchema,
        response: { 200: ProductResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      product: await reviews.detail(await service.create(request.body), request.user.id),
    }),
  );

  app.post(
    '/api/products/update',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        summary: 'Change a product (a rename moves its slug)',
        body: ProductUpdateBodySchema,
        response: {
          200: ProductResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      product: await reviews.detail(
        await service.update(request.body.productId, request.body.product),
        request.user.id,
      ),
    }),
  );

  app.post(
    '/api/products/delete',
    {
      config: { permission: 'products.delete' },
      schema: {
        tags,
        summary: 'Delete products (orders keep their snapshots)',
        body: ProductDeleteBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.body.productIds);
      return {};
    },
  );

  app.get(
    '/api/products/reviews',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        summary: "A page of a product's reviews",
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListResponseSchema, ...errors },
      },
    },
    async (request) =>
      reviews.list(
        request.query.productId,
        request.user.id,
        request.query.page,
        request.query.pageSize,
      ),
  );

  app.post(
    '/api/products/reviews/new',
    {
      config: { permission: 'shop.buy' },
      schema: {
        tags,
        summary: 'Review a product (once per user)',
        body: ReviewInputSchema,
        response: {
          200: ProductResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      await reviews.create(request.user, request.body);
      return {
        product: await reviews.detail(
          await service.findById(request.body.productId),
          request.user.id,
        ),
      };
    },
  );

  app.post(
    '/api/products/reviews/helpful',
    {
      config: { permission: 'shop.buy' },
      schema: {
        tags,
        summary: 'Vote a review helpful (once per user)',
        body: ReviewHelpfulBodySchema,
        response: { 200: ReviewResponseSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      review: await reviews.markHelpful(request.body.reviewId, request.user.id),
    }),
  );
};
