// What each product route does; paths, schemas and access are in
// packages/contracts/src/products.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { productRoutes as table } from '@keel/contracts/products.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createProductReviewsService } from './product-reviews.service.ts';
import { createProductsService } from './products.service.ts';

export const productRoutes: FastifyPluginAsync = async (app) => {
  const service = createProductsService(app.db);
  const reviews = createProductReviewsService(app.db);

  registerRoutes(app, table, {
    list: async (request) => {
      const query = request.query;
      // The seed's call (no paging, search, sort or filter) answers every product.
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
    get: async (request) => ({
      product: await reviews.detail(await service.findBySlug(request.query.name), request.user.id),
    }),
    search: async (request) => ({ results: await service.search(request.query.query) }),
    create: async (request) => ({
      product: await reviews.detail(await service.create(request.body), request.user.id),
    }),
    update: async (request) => ({
      product: await reviews.detail(
        await service.update(
          request.user.id,
          request.body.productId,
          request.body.product,
          request.body.version,
        ),
        request.user.id,
      ),
    }),
    remove: async (request) => {
      await service.remove(request.body.productIds);
      return {};
    },
    reviews: (request) =>
      reviews.list(
        request.query.productId,
        request.user.id,
        request.query.page,
        request.query.pageSize,
      ),
    review: async (request) => {
      await reviews.create(request.user, request.body);
      return {
        product: await reviews.detail(
          await service.findById(request.body.productId),
          request.user.id,
        ),
      };
    },
    markHelpful: async (request) => ({
      review: await reviews.markHelpful(request.body.reviewId, request.user.id),
    }),
  });
};
