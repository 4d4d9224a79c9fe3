// The shop's browser-side filtering and sorting (docs/spec/pages.md#e-commerce: the seed's GET /api/products
// returns every product; filters and sortBy apply in the browser).
import {
  PRODUCT_CATEGORIES,
  PRODUCT_COLORS,
  PRODUCT_GENDERS,
} from '@keel/contracts/products-constants';
import type { ProductSummary } from '@keel/contracts/products';
import { SORT_OPTIONS, type SortBy } from '../product.slice.ts';

export const PRICE_MAX = 200;

export interface ShopFilters {
  gender: string[];
  category: 'all' | ProductSummary['category'];
  colors: string[];
  price: [number, number];
  /** Minimum average rating, or 0 for any. */
  rating: number;
}

export const DEFAULT_FILTERS: ShopFilters = {
  gender: [],
  category: 'all',
  colors: [],
  price: [0, PRICE_MAX],
  rating: 0,
};

export const effectivePrice = (product: Pick<ProductSummary, 'price' | 'priceSale'>) =>
  product.priceSale ?? product.price;

export function filterProducts(products: ProductSummary[], filters: ShopFilters): ProductSummary[] {
  const [low, high] = filters.price;
  return products.filter((product) => {
    if (filters.gender.length > 0 && !filters.gender.includes(product.gender)) return false;
    if (filters.category !== 'all' && product.category !== filters.category) return false;
    if (
      filters.colors.length > 0 &&
      !product.colors.some((colour) => filters.colors.includes(colour))
    )
      return false;
    const price = effectivePrice(product);
    // The top of the slider means "and above".
    if (price < low || (high < PRICE_MAX && price > high)) return false;
    return product.totalRating >= filters.rating;
  });
}

export function sortProducts(products: ProductSummary[], sortBy: SortBy): ProductSummary[] {
  const sorted = [...products];
  switch (sortBy) {
    case 'newest':
      return sorted.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    case 'priceDesc':
      return sorted.sort((a, b) => effectivePrice(b) - effectivePrice(a));
    case 'priceAsc':
      return sorted.sort((a, b) => effectivePrice(a) - effectivePrice(b));
    default:
      // Featured: best sellers first.
      return sorted.sort((a, b) => b.sold - a.sold);
  }
}

export function activeFilterCount(filters: ShopFilters): number {
  return (
    filters.gender.length +
    (filters.category === 'all' ? 0 : 1) +
    filters.colors.length +
    (filters.price[0] > 0 || filters.price[1] < PRICE_MAX ? 1 : 0) +
    (filters.rating > 0 ? 1 : 0)
  );
}

// The filters and the sort live in the address (issue 19: they survived no reload), e.g.
// ?gender=Men,Kids&category=Shoes&colors=000000,FF4842&price=10-150&rating=3&sort=newest.
// Anything unknown in it is ignored rather than refused: an old or hand-edited link still opens.

const listParam = <T extends string>(value: string | null, allowed: readonly T[]): T[] =>
  (value ?? '').split(',').filter((entry): entry is T => allowed.includes(entry as T));

const clamp = (value: number) => Math.min(PRICE_MAX, Math.max(0, Math.round(value)));

export function filtersFromParams(params: URLSearchParams): ShopFilters {
  const category = params.get('category');
  const range = /^(\d{1,6})-(\d{1,6})$/.exec(params.get('price') ?? '');
  const [low, high] = range ? [Number(range[1]), Number(range[2])] : DEFAULT_FILTERS.price;
  const price: [number, number] = low <= high ? [clamp(low), clamp(high)] : DEFAULT_FILTERS.price;
  const rating = Number(params.get('rating'));
  return {
    gender: listParam(params.get('gender'), PRODUCT_GENDERS),
    category: PRODUCT_CATEGORIES.includes(category as ProductSummary['category'])
      ? (category as ProductSummary['category'])
      : 'all',
    // Colours travel without their "#" (it would start the address's fragment).
    colors: listParam(
      params
        .get('colors')
        ?.split(',')
        .map((hex) => `#${hex.toUpperCase()}`)
        .join(',') ?? null,
      PRODUCT_COLORS,
    ),
    price,
    rating: Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : 0,
  };
}

export function sortFromParams(params: URLSearchParams): SortBy | null {
  const sort = params.get('sort');
  return SORT_OPTIONS.includes(sort as SortBy) ? (sort as SortBy) : null;
}

/** `params` with the filters and the sort written in (defaults left out); other entries kept. */
export function withShopParams(
  params: URLSearchParams,
  filters: ShopFilters,
  sortBy: SortBy,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value ? next.set(key, value) : next.delete(key);
  set('gender', filters.gender.join(','));
  set('category', filters.category === 'all' ? null : filters.category);
  set('colors', filters.colors.map((colour) => colour.replace('#', '')).join(','));
  const [low, high] = filters.price;
  set('price', low > 0 || high < PRICE_MAX ? `${low}-${high}` : null);
  set('rating', filters.rating > 0 ? String(filters.rating) : null);
  set('sort', sortBy === 'featured' ? null : sortBy);
  return next;
}
