// The shop's side of the overview dashboards: an order, a product and an invoice placed through
// the API move the e-commerce, app and analytics numbers; cancelled and refunded orders do not
// count as sales.
import { eq } from 'drizzle-orm';
import { orders } from '@keel/db/schema/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
});
afterAll(async () => t.close());

type Row = { label: string; value: number };
type Series = { name: string; data: number[] };
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: demo.headers });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: demo.headers });
const dashboard = async (name: string, query = '') => {
  const response = await get(`/api/dashboard/${name}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const thisMonth = new Date().toISOString().slice(0, 7);
const valueOf = (rows: Row[], label: string) => rows.find((row) => row.label === label)?.value ?? 0;
const monthOf = (chart: { categories: string[]; series: Series[] }, name: string) =>
  chart.series.find((series) => series.name === name)!.data[chart.categories.indexOf(thisMonth)]!;

async function placeOrder(name: string, quantity: number) {
  const product = await post('/api/products/new', {
    name,
    description: '<p>For the dashboards</p>',
    images: ['/assets/images/products/harbor-runner-knit-1.webp'],
    available: 10,
    gender: 'Women',
    category: 'Apparel',
    colors: ['#000000'],
    sizes: ['9'],
    tags: ['a', 'b'],
    price: 40,
  });
  expect(product.statusCode).toBe(200);
  const addressId = (await get('/api/account/addresses')).json().addresses[0].id;
  const placed = await post('/api/orders/new', {
    items: [{ productId: product.json().product.id, quantity, color: '#000000', size: '9' }],
    billingAddressId: addressId,
    delivery: 'standard',
    payment: 'paypal',
  });
  expect(placed.statusCode).toBe(200);
  return placed.json().order as { id: string; orderNumber: string; total: number };
}

describe('shop numbers on the overview dashboards', () => {
  it('ecommerce: answers from the seeded orders, consistently', async () => {
    const body = await dashboard('ecommerce');
    expect(body.welcome.firstName).toBe('Jaydon');
    expect(body.productSold.total).toBeGreaterThan(0);
    expect(body.productSold.series).toHaveLength(8);
    expect(body.currentBalance.revenue).toBeGreaterThan(0);
    expect(body.currentBalance.net).toBeCloseTo(
      body.currentBalance.revenue - body.currentBalance.refunds,
      2,
    );
    expect(body.totalBalance.total).toBe(body.currentBalance.net);
    expect(body.averageOrderValue.total).toBeGreaterThan(0);
    expect(body.saleByGender.map((row: Row) => row.label)).toEqual(['Men', 'Women', 'Kids']);
    expect(body.salesOverview.map((row: Row) => row.label)).toEqual([
      'Shoes',
      'Apparel',
      'Accessories',
    ]);
    expect(
      body.salesOverview.reduce((sum: number, row: Row) => sum + row.value, 0),
    ).toBeGreaterThan(0);
    // This year's chart stops at this month.
    expect(body.yearlySales.categories.at(-1)).toBe(thisMonth);
    expect(body.yearlySales.years).toContain(new Date().getUTCFullYear() - 1);
    expect(body.newProducts.length).toBeGreaterThan(0);
    expect(body.latestProducts).toHaveLength(6);
    expect(body.topCustomers.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3, 4, 5]);
    const spent = body.topCustomers.map((row: { totalSpent: number }) => row.totalSpent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    const lastYear = await dashboard('ecommerce', `?year=${new Date().getUTCFullYear() - 1}`);
    expect(lastYear.yearlySales.year).toBe(new Date().getUTCFullYear() - 1);
    expect(lastYear.yearlySales.categories).toHaveLength(12);
    expect(lastYear.yearlySales.series[0].data.some((value: number) => value > 0)).toBe(true);
  });

  it('an order placed through the API raises the sold count and the revenue', async () => {
    const before = {
      ecommerce: await dashboard('ecommerce'),
      app: await dashboard('app'),
      analytics: await dashboard('analytics'),
    };
    const order = await placeOrder('Dashboard Linen Shirt', 3);
    expect(order.total).toBe(120);

    const ecommerce = await dashboard('ecommerce');
    expect(ecommerce.productSold.total).toBe(before.ecommerce.productSold.total + 3);
    expect(ecommerce.totalBalance.total).toBeCloseTo(before.ecommerce.totalBalance.total + 120, 2);
    expect(ecommerce.currentBalance.revenue).toBeCloseTo(
      before.ecommerce.currentBalance.revenue + 120,
      2,
    );
    expect(ecommerce.welcome.monthRevenue).toBeCloseTo(
      before.ecommerce.welcome.monthRevenue + 120,
      2,
    );
    expect(monthOf(ecommerce.yearlySales, 'Revenue')).toBeCloseTo(
      monthOf(before.ecommerce.yearlySales, 'Revenue') + 120,
      2,
    );
    expect(monthOf(ecommerce.yearlySales, 'Orders')).toBe(
      monthOf(before.ecommerce.yearlySales, 'Orders') + 1,
    );
    expect(valueOf(ecommerce.saleByGender, 'Women')).toBe(
      valueOf(before.ecommerce.saleByGender, 'Women') + 3,
    );
    expect(valueOf(ecommerce.salesOverview, 'Apparel')).toBeCloseTo(
      valueOf(before.ecommerce.salesOverview, 'Apparel') + 120,
      2,
    );
    expect(ecommerce.newProducts[0].name).toBe('Dashboard Linen Shirt');
    expect(ecommerce.latestProducts[0]).toMatchObject({
      name: 'Dashboard Linen Shirt',
      sold: 3,
      category: 'Apparel',
    });

    const app = await dashboard('app');
    expect(app.welcome.newOrders).toBe(before.app.welcome.newOrders + 1);
    expect(app.orders.total).toBe(before.app.orders.total + 1);
    expect(monthOf(app.yearly, 'Orders')).toBe(monthOf(before.app.yearly, 'Orders') + 1);

    const analytics = await dashboard('analytics');
    expect(analytics.itemOrders.total).toBe(before.analytics.itemOrders.total + 1);
    expect(analytics.weeklySales.total).toBeCloseTo(before.analytics.weeklySales.total + 120, 2);
    expect(analytics.weeklySales.series).toHaveLength(8);
    expect(monthOf(analytics.activity, 'Orders')).toBe(
      monthOf(before.analytics.activity, 'Orders') + 1,
    );
    expect(analytics.orderTimeline[0]).toMatchObject({
      orderNumber: order.orderNumber,
      total: 120,
      status: 'pending',
      customer: 'Jaydon Frankie',
    });
    expect(valueOf(analytics.contentTotals, 'Orders')).toBe(
      valueOf(before.analytics.contentTotals, 'Orders') + 1,
    );
    expect(valueOf(analytics.contentTotals, 'Products')).toBe(
      valueOf(before.analytics.contentTotals, 'Products') + 1,
    );
    const orders = (rows: Row[]) => rows.reduce((sum, row) => sum + row.value, 0);
    expect(orders(analytics.ordersByCountry)).toBe(orders(before.analytics.ordersByCountry) + 1);
    const apparel = (chart: { categories: string[]; series: Series[] }) =>
      chart.series.find((series) => series.name === 'Women')!.data[
        chart.categories.indexOf('Apparel')
      ]!;
    expect(apparel(analytics.salesByCategory)).toBe(apparel(before.analytics.salesByCategory) + 3);
  });

  it('a refunded order moves to refunds and a cancelled one is no sale', async () => {
    const order = await placeOrder('Dashboard Refund Scarf', 1);
    const before = await dashboard('ecommerce');
    await t.database.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
    const refunded = await dashboard('ecommerce');
    expect(refunded.currentBalance.revenue).toBeCloseTo(before.currentBalance.revenue, 2);
    expect(refunded.currentBalance.refunds).toBeCloseTo(before.currentBalance.refunds + 40, 2);
    expect(refunded.totalBalance.total).toBeCloseTo(before.totalBalance.total - 40, 2);
    expect(refunded.productSold.total).toBe(before.productSold.total - 1);
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const cancelled = await dashboard('ecommerce');
    expect(cancelled.currentBalance.revenue).toBeCloseTo(before.currentBalance.revenue - 40, 2);
    expect(cancelled.currentBalance.refunds).toBeCloseTo(before.currentBalance.refunds, 2);
    expect(cancelled.totalBalance.total).toBeCloseTo(before.totalBalance.total - 40, 2);
  });

  it('app: a new invoice heads "New invoices", and paying invoices raises the paid share', async () => {
    const before = await dashboard('app');
    expect(before.newInvoices).toHaveLength(5);
    expect(before.topProducts).toHaveLength(5);
    const sold = before.topProducts.map((row: { sold: number }) => row.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(before.topCountries.length).toBeGreaterThan(0);
    expect(before.paidInvoicesPercent).toBeGreaterThan(0);
    expect(before.paidInvoicesPercent).toBeLessThan(100);
    const { addresses } = (await get('/api/invoices/addresses')).json();
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const created = await post('/api/invoices/new', {
      invoiceFrom: addresses[0].id,
      invoiceTo: addresses[1].id,
      status: 'paid',
      createDate: day(0),
      dueDate: day(14),
      items: [
        {
          title: 'Dashboard audit',
          description: '',
          service: 'UI design',
          quantity: 2,
          price: 150,
        },
      ],
      discount: 0,
      taxes: 0,
      notes: '',
    });
    expect(created.statusCode).toBe(200);
    const invoice = created.json().invoice;
    const after = await dashboard('app');
    expect(after.newInvoices[0]).toMatchObject({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      client: addresses[1].name,
      totalPrice: 300,
      status: 'paid',
    });
    expect(after.newInvoices).toHaveLength(5);
    expect(after.paidInvoicesPercent).toBeGreaterThan(before.paidInvoicesPercent);
  });
});
