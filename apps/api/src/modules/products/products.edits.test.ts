// Product writes: creating (slug, sanitised HTML, uploaded images), updating, deleting, each
// checked with the form messages and leaving nothing behind when refused.
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart-body.ts';
import { productsTestKit, validProduct } from './products.test-kit.ts';

const { t, demo, get, post, productCount } = productsTestKit();

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
