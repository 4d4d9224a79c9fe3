// The catalogue reads: the seed's product list (paged, sorted, searched, filtered by stock),
// one product by slug, and the search box's matches.
import { describe, expect, it } from 'vitest';
import { productsTestKit } from './products.test-kit.ts';

const { t, get } = productsTestKit();

describe('GET /api/products (the seed call)', () => {
  it('returns every product with derived stock label and status', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    // Exactly the seed's response: `{ products }`.
    expect(Object.keys(response.json())).toEqual(['products']);
    const { products } = response.json();
    expect(products).toHaveLength(60);
    for (const product of products) {
      expect(product.cover).toBe(product.images[0]);
      const expected =
        product.available === 0
          ? 'out_of_stock'
          : product.available <= 10
            ? 'low_stock'
            : 'in_stock';
      expect(product.inventoryType).toBe(expected);
      if (product.priceSale !== null) expect(product.status).toBe('sale');
    }
    expect(products.some((p: { status: string }) => p.status === 'new')).toBe(true);
    expect(
      products.some((p: { inventoryType: string }) => p.inventoryType === 'out_of_stock'),
    ).toBe(true);
  });

  it('requires a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Authorization token missing');
  });

  it('pages, sorts, searches and filters by stock in the database', async () => {
    const page = (await get('/api/products?page=2&pageSize=5&sort=price:asc')).json();
    expect(page.products).toHaveLength(5);
    expect(page.total).toBe(60);
    const prices = page.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = (await get('/api/products?page=1&pageSize=5&sort=price:asc')).json().products;
    expect(first.at(-1).price).toBeLessThanOrEqual(prices[0]);

    const search = (await get('/api/products?page=1&pageSize=10&q=boot')).json();
    expect(search.total).toBeGreaterThan(0);
    for (const product of search.products) expect(product.name.toLowerCase()).toContain('boot');
    const byCode = (await get('/api/products?page=1&pageSize=10&q=SH-1002')).json();
    expect(byCode.products.map((p: { code: string }) => p.code)).toEqual(['SH-1002']);

    const soldOut = (
      await get('/api/products?page=1&pageSize=100&inventoryType=out_of_stock')
    ).json();
    expect(soldOut.total).toBeGreaterThan(0);
    for (const product of soldOut.products) expect(product.available).toBe(0);
    const lowOrOut = (
      await get('/api/products?page=1&pageSize=100&inventoryType=low_stock,out_of_stock')
    ).json();
    expect(lowOrOut.total).toBeGreaterThan(soldOut.total);
    for (const product of lowOrOut.products) expect(product.available).toBeLessThanOrEqual(10);
  });

  it('rejects a bad sort or page size with 400', async () => {
    expect((await get('/api/products?page=1&sort=password:asc')).statusCode).toBe(400);
    expect((await get('/api/products?page=1&pageSize=500')).statusCode).toBe(400);
    expect((await get('/api/products?inventoryType=plenty')).statusCode).toBe(400);
  });
});

describe('GET /api/products/product (the seed call)', () => {
  it('finds a product by slug with description, ratings and reviews', async () => {
    const response = await get('/api/products/product?name=harbor-runner-knit');
    expect(response.statusCode).toBe(200);
    const { product } = response.json();
    expect(product.name).toBe('Harbor Runner Knit');
    expect(product.description).toContain('<h3>');
    expect(product.ratings.map((r: { name: string }) => r.name)).toEqual([
      '1 Star',
      '2 Star',
      '3 Star',
      '4 Star',
      '5 Star',
    ]);
    const reviewTotal = product.ratings.reduce(
      (sum: number, r: { reviewCount: number }) => sum + r.reviewCount,
      0,
    );
    expect(reviewTotal).toBe(product.totalReview);
    expect(product.reviews).toHaveLength(Math.min(product.totalReview, 50));
  });

  it('answers 404 "Product not found" for an unknown slug', async () => {
    const response = await get('/api/products/product?name=no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found');
  });
});

describe('GET /api/products/search', () => {
  it('returns up to 10 matches with thumbnails', async () => {
    const { results } = (await get('/api/products/search?query=tee')).json();
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(10);
    for (const result of results) {
      expect(result.name.toLowerCase()).toContain('tee');
      expect(result.cover).toMatch(/^\/assets\//);
    }
    expect((await get('/api/products/search?query=')).json().results).toEqual([]);
    expect((await get('/api/products/search?query=%25')).json().results).toEqual([]);
  });
});
