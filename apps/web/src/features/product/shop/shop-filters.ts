// The shop's browser-side filtering and sorting (pages.md §11: the seed's GET /api/products
// returns every product; filters and sortBy apply in the browser).
import type { ProductSummary } from '@keel/contracts/products';
import type { SortBy } from '../product.slice.ts';

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
