// The shop's calls through the typed client (packages/contracts/src/products.routes.ts,
// orders.routes.ts, addresses.routes.ts, payment-cards.routes.ts): the seed's two product calls,
// the list page, the form, reviews, the address book and cards used at checkout, and the order.
import { addressRoutes } from '@keel/contracts/addresses.routes';
import type { AddressInput } from '@keel/contracts/addresses';
import type { OrderInput } from '@keel/contracts/orders';
import { orderRoutes } from '@keel/contracts/orders.routes';
import type { PaymentCardInput } from '@keel/contracts/payment-cards';
import { paymentCardRoutes } from '@keel/contracts/payment-cards.routes';
import type {
  ProductInput,
  ProductListQuery,
  ProductListResponse,
  ProductUpdateBody,
  ReviewInput,
} from '@keel/contracts/products';
import { productRoutes } from '@keel/contracts/products.routes';
import { callRoute } from '../../lib/api-client.ts';
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
/** With paging the route answers a page, `{ products, total }`. */
export const fetchProductPage = (query: ProductPageQuery, signal?: AbortSignal) =>
  callRoute(routes.list, { query }, { signal }).then((answer): ProductListResponse =>
    'total' in answer ? answer : { products: answer.products, total: answer.products.length },
  );

export const searchProducts = (query: string, signal?: AbortSignal) =>
  callRoute(routes.search, { query: { query } }, { signal });

export const createProduct = (product: ProductInput) => callRoute(routes.create, { body: product });
export const updateProduct = (body: ProductUpdateBody) => callRoute(routes.update, { body });
export const deleteProducts = (productIds: string[]) =>
  callRoute(routes.remove, { body: { productIds } });

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
