// The shop's calls (packages/contracts/src/products.routes.ts, orders.routes.ts). The seed's
// slice (product.slice.ts) keeps its own thunks on the typed client (fetchProducts,
// fetchProduct). Everything else is RTK Query: the list page, the shop's search and the edit
// form (tag 'Product': the list and search 'LIST', a product its id), a product's reviews (tag
// 'Review' + the product's id), and at checkout the discount check and the order. The address
// book and saved cards the checkout shows are lib/address-book.api.ts (Account → Billing's too).
import type { Review, ProductListQuery, ProductListResponse } from '@keel/contracts/products';
import { orderRoutes } from '@keel/contracts/orders.routes';
import { productRoutes } from '@keel/contracts/products.routes';
import { callRoute } from '../../lib/api-client.ts';
import { api, mutationFor, queryFor, type MutationStarted } from '../../lib/api.ts';
import { uploadFile } from '../../lib/upload.ts';

const { routes } = productRoutes;

/** The list page's query: the contract's, with paging always given. */
export type ProductPageQuery = ProductListQuery &
  Required<Pick<ProductListQuery, 'page' | 'pageSize' | 'sort'>>;

/** The seed's call: every product, `{ products }`. */
export const fetchProducts = () =>
  callRoute(routes.list, { query: {} }).then(({ products }) => ({ products }));
export const fetchProduct = (name: string, signal?: AbortSignal) =>
  callRoute(routes.get, { query: { name } }, { signal });
/** With paging the route answers a page, `{ products, total }`; without, every product. */
export const asProductPage = (
  answer: ProductListResponse | { products: ProductListResponse['products'] },
): ProductListResponse =>
  'total' in answer ? answer : { products: answer.products, total: answer.products.length };

const reviewsOf = (productId: string) => ({ type: 'Review', id: productId }) as const;

export const productEndpoints = api
  .enhanceEndpoints({ addTagTypes: ['Product', 'Review', 'Order'] })
  .injectEndpoints({
    endpoints: (build) => ({
      productPage: queryFor(build, routes.list, {
        providesTags: [{ type: 'Product', id: 'LIST' }],
      }),
      productSearch: queryFor(build, routes.search, {
        providesTags: [{ type: 'Product', id: 'LIST' }],
      }),
      product: queryFor(build, routes.get, {
        providesTags: (result) => (result ? [{ type: 'Product', id: result.product.id }] : []),
      }),
      createProduct: mutationFor(build, routes.create, {
        invalidatesTags: (result) => (result ? [{ type: 'Product', id: 'LIST' }] : []),
      }),
      // Not on a 409: the open form keeps its state and shows the merge dialog.
      updateProduct: mutationFor(build, routes.update, {
        invalidatesTags: (result) => (result ? ['Product'] : []),
      }),
      deleteProducts: mutationFor(build, routes.remove, { invalidatesTags: ['Product'] }),
      // A page of a product's reviews (the Reviews tab pages through them).
      productReviews: queryFor(build, routes.reviews, {
        providesTags: (_result, _error, { query }) => [reviewsOf(query.productId)],
      }),
      // Every page of that product's reviews is read again (the new one is first), and the product
      // (its rating and review count) wherever it is cached.
      reviewProduct: mutationFor(build, routes.review, {
        invalidatesTags: (result, _error, { body }) =>
          result
            ? [
                reviewsOf(body.productId),
                { type: 'Product', id: body.productId },
                { type: 'Product', id: 'LIST' },
              ]
            : [],
      }),
      // The answer is the voted review: the pages showing it are patched, not read again.
      markReviewHelpful: mutationFor(build, routes.markHelpful, {
        onQueryStarted: patchVotedReview,
      }),
      checkDiscount: mutationFor(build, orderRoutes.routes.discount),
      // `headers` carries the submit's Idempotency-Key: a double submit places one order. Orders
      // and stock change, so the order lists and the products are read again where shown.
      placeOrder: mutationFor(build, orderRoutes.routes.place, {
        invalidatesTags: (result) => (result ? ['Order', 'Product'] : []),
      }),
    }),
  });

async function patchVotedReview(
  ...[, { dispatch, getState, queryFulfilled }]: Parameters<
    MutationStarted<typeof routes.markHelpful>
  >
): Promise<void> {
  let review: Review;
  try {
    ({ review } = (await queryFulfilled).data);
  } catch {
    return;
  }
  for (const page of productEndpoints.util.selectCachedArgsForQuery(getState(), 'productReviews')) {
    dispatch(
      productEndpoints.util.updateQueryData('productReviews', page, (draft) => {
        draft.reviews = draft.reviews.map((entry) => (entry.id === review.id ? review : entry));
      }),
    );
  }
}

export const {
  useProductPageQuery,
  useProductSearchQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductsMutation,
  useProductReviewsQuery,
  useReviewProductMutation,
  useMarkReviewHelpfulMutation,
  useCheckDiscountMutation,
  usePlaceOrderMutation,
} = productEndpoints;

export const uploadImage = (file: File) => uploadFile(file, 'image');
