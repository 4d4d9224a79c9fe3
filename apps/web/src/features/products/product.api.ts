// The shop's calls through the typed client (packages/contracts/src/products.routes.ts,
// orders.routes.ts, addresses.routes.ts, payment-cards.routes.ts): the seed's two product calls,
// the list page, the form, reviews, the address book and cards used at checkout, and the order.
// The list page, the shop's search and the edit form read and write through RTK Query (tag
// 'Product': the list and search 'LIST', a product its id); the seed's slice (product.slice.ts)
// keeps its own thunks.
import { addressRoutes } from '@keel/contracts/addresses.routes';
import type { AddressInput } from '@keel/contracts/addresses';
import type { OrderInput } from '@keel/contracts/orders';
import { orderRoutes } from '@keel/contracts/orders.routes';
import type { PaymentCardInput } from '@keel/contracts/payment-cards';
import { paymentCardRoutes } from '@keel/contracts/payment-cards.routes';
import type { ProductListQuery, ProductListResponse, ReviewInput } from '@keel/contracts/products';
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

export const productEndpoints = api.enhanceEndpoints({ addTagTypes: ['Product'] }).injectEndpoints({
  endpoints: (build) => ({
    productPage: queryFor(build, routes.list, { providesTags: [{ type: 'Product', id: 'LIST' }] }),
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
  }),
});

export const {
  useProductPageQuery,
  useProductSearchQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductsMutation,
} = productEndpoints;

export const fetchReviews = (productId: string, page: number, pageSize: number) =>
  callRoute(routes.reviews, { query: { productId, page, pageSize } });
export const createReview = (review: ReviewInput) => callRoute(routes.review, { body: review });
export const markReviewHelpful = (reviewId: string) =>
  callRoute(routes.markHelpful, { body: { reviewId } });

export const uploadImage = (file: File) => uploadFile(file, 'image');

export const fetchAddresses = () => callRoute(addressRoutes.routes.list);
export const createAddress = (address: AddressInput) =>
  callRoute(addressRoutes.routes.create, { body: address });
export const deleteAddress = (addressId: string) =>
  callRoute(addressRoutes.routes.remove, { body: { addressId } });

export const fetchCards = () => callRoute(paymentCardRoutes.routes.list);
export const createCard = (card: PaymentCardInput) =>
  callRoute(paymentCardRoutes.routes.create, { body: card });

export const checkDiscount = (code: string) =>
  callRoute(orderRoutes.routes.discount, { body: { code } });
/** `headers` carries the submit's Idempotency-Key: a double submit places one order. */
export const placeOrder = (order: OrderInput, headers?: Record<string, string>) =>
  callRoute(orderRoutes.routes.place, { body: order }, { headers });
