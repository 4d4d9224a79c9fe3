import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart-body.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

const get = (url: string, headers = demo.headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers = demo.headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const validProduct = {
  name: 'Test Trail Sneaker',
  description:
    '<p>Light and <strong>fast</strong>.</p><script>alert(1)</script><img src="https://evil.example/x.png" onerror="x()">',
  images: [
    '/assets/images/products/harbor-runner-knit-1.webp',
    '/assets/images/products/harbor-runner-knit-2.webp',
  ],
  code: 'SH-9001',
  sku: 'SKU-9001',
  available: 12,
  gender: 'Men',
  category: 'Shoes',
  colors: ['#000000', '#1890FF'],
  sizes: ['8', '9'],
  tags: ['Running', 'Outdoor'],
  price: 99.5,
  priceSale: null,
  includeTaxes: true,
  taxes: 0,
};

async function productCount(): Promise<number> {
  return (await get('/api/products')).json().products.length;
}

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

describe('POST /api/products/new', () => {
  it('creates a product with a slug and sanitised HTML', async () => {
    const response = await post('/api/products/new', validProduct);
    expect(response.statusCode).toBe(200);
    const { product } = response.json();
    expect(product.slug).toBe('test-trail-sneaker');
    expect(product.description).toBe('<p>Light and <strong>fast</strong>.</p>');
    expect(product.status).toBe('new');
    expect(product.inventoryType).toBe('in_stock');
    expect(product.reviews).toEqual([]);
    expect((await get('/api/products/product?name=test-trail-sneaker')).statusCode).toBe(200);
  });

  it('takes images uploaded through the API, and only those or the bundled ones', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const body = multipartBody('file', [{ name: 'shot.png', content: png, type: 'image/png' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...demo.headers, ...body.headers },
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json().upload;
    const response = await post('/api/products/new', {
      ...validProduct,
      name: 'Uploaded Shot',
      images: [url, validProduct.images[0]],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({
      images: [url, validProduct.images[0]],
      cover: url,
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const foreign = await post('/api/products/new', {
      ...validProduct,
      name: 'Foreign Shot',
      images: ['/api/uploads/../../etc/passwd', '/assets/../../etc/passwd'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors['images.0']).toBe('Image must be an uploaded image');
    expect(foreign.json().errors['images.1']).toBe('Image must be an uploaded image');
  });

  it('answers 409 for a name already taken, nothing created', async () => {
    const before = await productCount();
    const response = await post('/api/products/new', {
      ...validProduct,
      name: 'harbor runner knit',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A product with this name already exists');
    expect(response.json().errors.name).toBe('A product with this name already exists');
    expect(await productCount()).toBe(before);
  });

  it('rejects invalid products with the form messages, nothing created', async () => {
    const before = await productCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ description: '<p> </p>' }, 'description', 'Description is required'],
      [{ images: [] }, 'images', 'At least one image is required'],
      [{ images: ['https://evil.example/a.png'] }, 'images.0', 'Image must be an uploaded image'],
      [{ tags: ['One'] }, 'tags', 'Must have at least 2 tags'],
      [{ price: 0 }, 'price', 'Price must be greater than 0'],
      [{ priceSale: 120 }, 'priceSale', 'Sale price must be lower than the regular price'],
      [{ available: -1 }, 'available', 'Quantity must be 0 or more'],
      [{ category: undefined }, 'category', 'Category is required'],
      [{ gender: 'Robots' }, 'gender', 'Gender is required'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post('/api/products/new', {
        ...validProduct,
        name: `Other ${field}`,
        ...change,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field], field).toBe(message);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/products/new',
      headers: { ...demo.headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await productCount()).toBe(before);
  });

  it('requires a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/new',
      payload: validProduct,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/products/update', () => {
  it('changes fields, and a rename moves the slug', async () => {
    const { product } = (
      await post('/api/products/new', { ...validProduct, name: 'Rename Me' })
    ).json();
    const response = await post('/api/products/update', {
      productId: product.id,
      product: {
        name: 'Renamed Runner',
        priceSale: 50,
        available: 3,
        description: '<p>New <em>text</em></p><iframe src="x"></iframe>',
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().product;
    expect(updated.slug).toBe('renamed-runner');
    expect(updated.priceSale).toBe(50);
    expect(updated.status).toBe('sale');
    expect(updated.inventoryType).toBe('low_stock');
    expect(updated.description).toBe('<p>New <em>text</em></p>');
    // Fields the update did not name are left alone.
    expect(updated).toMatchObject({
      price: validProduct.price,
      code: 'SH-9001',
      colors: validProduct.colors,
      sizes: ['8', '9'],
      tags: ['Running', 'Outdoor'],
    });
    expect((await get('/api/products/product?name=rename-me')).statusCode).toBe(404);
    expect((await get('/api/products/product?name=renamed-runner')).statusCode).toBe(200);
  });

  it('checks the sale rule on the merged product and unique names', async () => {
    const { product } = (
      await post('/api/products/new', { ...validProduct, name: 'Sale Rule', price: 40 })
    ).json();
    const tooHigh = await post('/api/products/update', {
      productId: product.id,
      product: { priceSale: 45 },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errors.priceSale).toBe('Sale price must be lower than the regular price');
    const lowered = await post('/api/products/update', {
      productId: product.id,
      product: { price: 30, priceSale: 35 },
    });
    expect(lowered.statusCode).toBe(400);
    const taken = await post('/api/products/update', {
      productId: product.id,
      product: { name: 'Alpine Trail Boot' },
    });
    expect(taken.statusCode).toBe(409);
    const unchanged = (await get('/api/products/product?name=sale-rule')).json().product;
    expect(unchanged.price).toBe(40);
    expect(unchanged.priceSale).toBeNull();
    // Keeping its own name is no conflict.
    expect(
      (
        await post('/api/products/update', {
          productId: product.id,
          product: { name: 'Sale Rule' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown product and 400 for a bad body', async () => {
    const missing = await post('/api/products/update', {
      productId: '00000000-0000-4000-8000-000000000000',
      product: { available: 1 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');
    expect(
      (await post('/api/products/update', { productId: 'nope', product: {} })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/products/delete', () => {
  it('deletes products', async () => {
    const { product } = (
      await post('/api/products/new', { ...validProduct, name: 'Delete Me' })
    ).json();
    const before = await productCount();
    const response = await post('/api/products/delete', { productIds: [product.id] });
    expect(response.statusCode).toBe(200);
    expect(await productCount()).toBe(before - 1);
    expect((await get('/api/products/product?name=delete-me')).statusCode).toBe(404);
    expect((await post('/api/products/delete', { productIds: [] })).statusCode).toBe(400);
  });
});

describe('reviews', () => {
  it('adds one review per user and keeps the product totals in step', async () => {
    const { product } = (
      await post('/api/products/new', { ...validProduct, name: 'Review Target' })
    ).json();
    const first = await post(
      '/api/products/reviews/new',
      { productId: product.id, rating: 4, comment: 'Nice one' },
      member.headers,
    );
    expect(first.statusCode).toBe(200);
    const reviewed = first.json().product;
    expect(reviewed.totalReview).toBe(1);
    expect(reviewed.totalRating).toBe(4);
    expect(reviewed.reviews[0]).toMatchObject({
      name: "Lucian O'Brien",
      rating: 4,
      comment: 'Nice one',
      isPurchased: false,
      helpful: 0,
    });
    expect(reviewed.ratings.find((r: { starCount: number }) => r.starCount === 4).reviewCount).toBe(
      1,
    );

    const again = await post(
      '/api/products/reviews/new',
      { productId: product.id, rating: 5, comment: 'Again' },
      member.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this product');

    const second = (
      await post('/api/products/reviews/new', { productId: product.id, rating: 1, comment: 'Meh' })
    ).json().product;
    expect(second.totalReview).toBe(2);
    expect(second.totalRating).toBe(2.5);
  });

  it('validates reviews with the form messages', async () => {
    const { products } = (await get('/api/products')).json();
    const productId = products[0].id;
    const noRating = await post(
      '/api/products/reviews/new',
      { productId, comment: 'x' },
      member.headers,
    );
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().errors.rating).toBe('Rating is required');
    const noComment = await post(
      '/api/products/reviews/new',
      { productId, rating: 3, comment: ' ' },
      member.headers,
    );
    expect(noComment.json().errors.comment).toBe('Review is required');
    const tooLong = await post(
      '/api/products/reviews/new',
      { productId, rating: 3, comment: 'x'.repeat(2001) },
      member.headers,
    );
    expect(tooLong.json().errors.comment).toBe('Review must be at most 2,000 characters');
    const missing = await post('/api/products/reviews/new', {
      productId: '00000000-0000-4000-8000-000000000000',
      rating: 3,
      comment: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('counts one helpful vote per user', async () => {
    const { product } = (
      await post('/api/products/new', { ...validProduct, name: 'Helpful Target' })
    ).json();
    const reviewId = (
      await post(
        '/api/products/reviews/new',
        { productId: product.id, rating: 5, comment: 'Great' },
        member.headers,
      )
    ).json().product.reviews[0].id;
    const vote = await post('/api/products/reviews/helpful', { reviewId });
    expect(vote.statusCode).toBe(200);
    expect(vote.json().review).toMatchObject({ helpful: 1, isHelpfulVoted: true });
    expect((await post('/api/products/reviews/helpful', { reviewId })).json().review.helpful).toBe(
      1,
    );
    expect(
      (await post('/api/products/reviews/helpful', { reviewId }, member.headers)).json().review
        .helpful,
    ).toBe(2);
    const detail = (await get(`/api/products/product?name=helpful-target`)).json().product;
    expect(detail.reviews[0]).toMatchObject({ helpful: 2, isHelpfulVoted: true });
    const missing = await post('/api/products/reviews/helpful', {
      reviewId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Review not found');
  });

  it("pages a product's reviews", async () => {
    const { products } = (await get('/api/products')).json();
    const busy = products.reduce((a: { totalReview: number }, b: { totalReview: number }) =>
      b.totalReview > a.totalReview ? b : a,
    );
    const firstPage = (
      await get(`/api/products/reviews?productId=${busy.id}&page=1&pageSize=2`)
    ).json();
    expect(firstPage.total).toBe(busy.totalReview);
    expect(firstPage.reviews).toHaveLength(2);
    const secondPage = (
      await get(`/api/products/reviews?productId=${busy.id}&page=2&pageSize=2`)
    ).json();
    expect(secondPage.reviews[0].id).not.toBe(firstPage.reviews[0].id);
  });
});
