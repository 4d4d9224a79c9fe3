// The shop's calls (pages.md §11): the seed's two product calls, the list page, the form,
// reviews, the address book and cards used at checkout, and placing the order.
import type { Address, AddressInput } from '@keel/contracts/addresses';
import type { OrderInput, OrderResponse } from '@keel/contracts/orders';
import type { PaymentCard, PaymentCardInput } from '@keel/contracts/payment-cards';
import type {
  InventoryType,
  ProductInput,
  ProductListResponse,
  ProductsResponse,
  ProductResponse,
  ProductSearchResult,
  ProductUpdateBody,
  Review,
  ReviewInput,
} from '@keel/contracts/products';
import type { Upload } from '@keel/contracts/uploads';
import { http } from '../../lib/http.ts';

export const fetchProducts = () => http.get<ProductsResponse>('/api/products');
export const fetchProduct = (name: string, signal?: AbortSignal) =>
  http.get<ProductResponse>('/api/products/product', { query: { name }, signal });

export interface ProductPageQuery {
  page: number;
  pageSize: number;
  sort: string;
  q?: string;
  inventoryType?: InventoryType[];
}
export const fetchProductPage = (query: ProductPageQuery, signal?: AbortSignal) =>
  http.get<ProductListResponse>('/api/products', { query: { ...query }, signal });

export const searchProducts = (query: string, signal?: AbortSignal) =>
  http.get<{ results: ProductSearchResult[] }>('/api/products/search', {
    query: { query },
    signal,
  });

export const createProduct = (product: ProductInput) =>
  http.post<ProductResponse>('/api/products/new', product);
export const updateProduct = (body: ProductUpdateBody) =>
  http.post<ProductResponse>('/api/products/update', body);
export const deleteProducts = (productIds: string[]) =>
  http.post<object>('/api/products/delete', { productIds });

export const fetchReviews = (productId: string, page: number, pageSize: number) =>
  http.get<{ reviews: Review[]; total: number }>('/api/products/reviews', {
    query: { productId, page, pageSize },
  });
export const createReview = (review: ReviewInput) =>
  http.post<ProductResponse>('/api/products/reviews/new', review);
export const markReviewHelpful = (reviewId: string) =>
  http.post<{ review: Review }>('/api/products/reviews/helpful', { reviewId });

export function uploadImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return http.post<{ upload: Upload }>('/api/uploads', body, { query: { kind: 'image' } });
}

export const fetchAddresses = () => http.get<{ addresses: Address[] }>('/api/account/addresses');
export const createAddress = (address: AddressInput) =>
  http.post<{ address: Address }>('/api/account/addresses/new', address);
export const deleteAddress = (addressId: string) =>
  http.post<object>('/api/account/addresses/delete', { addressId });

export const fetchCards = () => http.get<{ cards: PaymentCard[] }>('/api/account/cards');
export const createCard = (card: PaymentCardInput) =>
  http.post<{ card: PaymentCard }>('/api/account/cards/new', card);

export const checkDiscount = (code: string) =>
  http.post<{ discount: number }>('/api/orders/discount', { code });
/** `headers` carries the submit's Idempotency-Key: a double submit places one order. */
export const placeOrder = (order: OrderInput, headers?: Record<string, string>) =>
  http.post<OrderResponse>('/api/orders/new', order, { headers });
