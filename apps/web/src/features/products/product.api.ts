// The shop's calls (packages/contracts/src/products.routes.ts, orders.routes.ts). The seed's
// slice (product.slice.ts) keeps its own thunks on the typed client (fetchProducts,
// fetchProduct). Everything else is RTK Query: the list page, the shop's search and the edit
// form (tag 'Product': the list and search 'LIST', a product its id), and at checkout the
// discount check and the order. Reviews still use the typed client. The address book and saved
// cards the checkout shows are lib/address-book.api.ts (Account → Billing's too).
import type { ProductListQuery, ProductListResponse, ReviewInput } from '@keel/contracts/products';
import { orderRoutes } from '@keel/contracts/orders.routes';
import { productRoutes } from '@keel/contracts/products.routes';
import { callRoute } from '../../lib/api-client.ts';
import { api, mutationFor, queryFor } from '../../lib/api.ts';
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

export const productEndpoints = api
  .enhanceEndpoints({ addTagTypes: ['Product', 'Order'] })
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
      checkDiscount: mutationFor(build, orderRoutes.routes.discount),
      // `headers` carries the submit's Idempotency-Key: a double submit places one order. Orders
      // and stock change, so the order lists and the products are read again where shown.
      placeOrder: mutationFor(build, orderRoutes.routes.place, {
        invalidatesTags: (result) => (result ? ['Order', 'Product'] : []),
      }),
    }),
  });

export const {
  useProductPageQuery,
  useProductSearchQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductsMutation,
  useCheckDiscountMutation,
  usePlaceOrderMutation,
} = productEndpoints;

export const fetchReviews = (productId: string, page: number, pageSize: number) =>
  callRoute(routes.reviews, { query: { productId, page, pageSize } });
export const createReview = (review: ReviewInput) => callRoute(routes.review, { body: review });
export const markReviewHelpful = (reviewId: string) =>
  callRoute(routes.markHelpful, { body: { reviewId } });

export const uploadImage = (file: File) => uploadFile(file, 'image');
