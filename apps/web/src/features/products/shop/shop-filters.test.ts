import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@keel/contracts/products';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  filterProducts,
  filtersFromParams,
  sortFromParams,
  sortProducts,
  withShopParams,
} from './shop-filters.ts';

const product = (overrides: Partial<ProductSummary>): ProductSummary =>
  ({
    id: 'x',
    gender: 'Men',
    category: 'Shoes',
    colors: ['#000000'],
    price: 50,
    priceSale: null,
    totalRating: 4,
    sold: 1,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  }) as ProductSummary;

const catalogue = [
  product({
    id: 'a',
    gender: 'Women',
    category: 'Apparel',
    colors: ['#FFC0CB'],
    price: 30,
    totalRating: 3.5,
    sold: 10,
  }),
  product({
    id: 'b',
    price: 120,
    priceSale: 90,
    totalRating: 4.5,
    sold: 50,
    createdAt: '2026-03-01T00:00:00Z',
  }),
  product({
    id: 'c',
    gender: 'Kids',
    category: 'Accessories',
    colors: ['#1890FF', '#000000'],
    price: 250,
    totalRating: 2,
    sold: 5,
  }),
];
const ids = (list: ProductSummary[]) => list.map((entry) => entry.id);

describe('shop filters', () => {
  it('keeps everything with the default filters', () => {
    expect(ids(filterProducts(catalogue, DEFAULT_FILTERS))).toEqual(['a', 'b', 'c']);
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
  });

  it('filters by gender, category, colour, price (sale price counts) and rating', () => {
    expect(
      ids(filterProducts(catalogue, { ...DEFAULT_FILTERS, gender: ['Women', 'Kids'] })),
    ).toEqual(['a', 'c']);
    expect(ids(filterProducts(catalogue, { ...DEFAULT_FILTERS, category: 'Shoes' }))).toEqual([
      'b',
    ]);
    expect(ids(filterProducts(catalogue, { ...DEFAULT_FILTERS, colors: ['#000000'] }))).toEqual([
      'b',
      'c',
    ]);
    expect(ids(filterProducts(catalogue, { ...DEFAULT_FILTERS, price: [40, 100] }))).toEqual(['b']);
    expect(ids(filterProducts(catalogue, { ...DEFAULT_FILTERS, price: [100, 200] }))).toEqual([
      'c',
    ]);
    expect(ids(filterProducts(catalogue, { ...DEFAULT_FILTERS, rating: 4 }))).toEqual(['b']);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, gender: ['Men'], rating: 4, price: [10, 200] }),
    ).toBe(3);
  });

  it('sorts featured (best sellers), newest and by price', () => {
    expect(ids(sortProducts(catalogue, 'featured'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortProducts(catalogue, 'newest'))[0]).toBe('b');
    expect(ids(sortProducts(catalogue, 'priceAsc'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortProducts(catalogue, 'priceDesc'))).toEqual(['c', 'b', 'a']);
  });

  it('round-trips the filters and the sort through the address, so a reload keeps them', () => {
    const filters = {
      gender: ['Men', 'Kids'],
      category: 'Shoes' as const,
      colors: ['#000000', '#FF4842'],
      price: [10, 150] as [number, number],
      rating: 3,
    };
    const params = withShopParams(new URLSearchParams('tab=x'), filters, 'newest');
    expect(params.toString()).toBe(
      'tab=x&gender=Men%2CKids&category=Shoes&colors=000000%2CFF4842&price=10-150&rating=3&sort=newest',
    );
    const reloaded = new URLSearchParams(params.toString());
    expect(filtersFromParams(reloaded)).toEqual(filters);
    expect(sortFromParams(reloaded)).toBe('newest');
  });

  it('leaves the defaults out of the address and ignores what it does not know', () => {
    expect(withShopParams(new URLSearchParams(), DEFAULT_FILTERS, 'featured').toString()).toBe('');
    const odd = new URLSearchParams(
      'gender=Aliens,Women&category=Cars&colors=123456&price=90-10&rating=9&sort=cheapest',
    );
    expect(filtersFromParams(odd)).toEqual({ ...DEFAULT_FILTERS, gender: ['Women'] });
    expect(sortFromParams(odd)).toBeNull();
    expect(filtersFromParams(new URLSearchParams('price=-5-900')).price).toEqual(
      DEFAULT_FILTERS.price,
    );
    expect(filtersFromParams(new URLSearchParams('price=20-900')).price).toEqual([20, 200]);
  });
});
