// What the product API tests share: one fresh app per test file with the demo and member
// sign-ins, the calls they make, and a valid new product.
import { appWithDemoSessions } from '../../test/demo-sessions.ts';

export const validProduct = {
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

/** Call at the top of a test file; the app and sessions are there once its tests run. */
export function productsTestKit() {
  const { t, demo, member, get, post } = appWithDemoSessions();

  async function productCount(): Promise<number> {
    return (await get('/api/products')).json().products.length;
  }

  return { t, demo, member, get, post, productCount };
}
