// Order management and the contact inbox, as a manager and a buyer would use them in two
// browsers at once: a refund puts the stock back and the buyer's open order page follows live;
// a contact-form message is read and answered from the inbox.
import type { Browser, Page } from '@playwright/test';
import { DEMO, apiLogin, expect, signInAs, test } from './fixtures.ts';

async function call<T>(page: Page, token: string, path: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const response = data
    ? await page.request.post(path, { headers, data })
    : await page.request.get(path, { headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = await signInAs(page, email);
  return { context, page, token };
}

test('a manager refunds an order: the stock returns and the buyer sees it without reloading', async ({
  page,
  browser,
}) => {
  test.slow();
  // The product is made by the admin (API); the refund is done in the browser by a manager.
  const adminToken = await apiLogin(page, DEMO.admin);
  await signInAs(page, 'manager@keel.dev');
  const { product } = await call<{ product: { id: string; slug: string } }>(
    page,
    adminToken,
    '/api/products/new',
    {
      name: `Refund Journey Boot ${Date.now()}`,
      description: '<p>Boot</p>',
      images: ['/assets/images/products/harbor-runner-knit-1.webp'],
      available: 5,
      gender: 'Men',
      category: 'Shoes',
      colors: ['#000000'],
      sizes: ['9'],
      tags: ['boot', 'e2e'],
      price: 40,
    },
  );
  const buyer = await signedInPage(browser, DEMO.member);
  const { addresses } = await call<{ addresses: { id: string }[] }>(
    buyer.page,
    buyer.token,
    '/api/account/addresses',
  );
  const { order } = await call<{ order: { id: string; orderNumber: string } }>(
    buyer.page,
    buyer.token,
    '/api/orders/new',
    {
      items: [{ productId: product.id, quantity: 2 }],
      billingAddressId: addresses[0]!.id,
      delivery: 'standard',
      payment: 'cash',
    },
  );
  const stock = async () =>
    (
      await call<{ product: { available: number } }>(
        page,
        adminToken,
        `/api/products/product?name=${product.slug}`,
      )
    ).product.available;
  expect(await stock()).toBe(3);

  // The buyer has their order open.
  await buyer.page.goto(`/dashboard/order/${order.id}`);
  await expect(buyer.page.getByTestId('order-status')).toHaveText('Pending');
  await expect(buyer.page.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // The manager finds it in the list and refunds it.
  await page.goto('/dashboard/order/list');
  await page.getByPlaceholder('Search customer or order number…').fill(order.orderNumber);
  // The search refreshes the rows once its pause has passed: a click on a row being replaced
  // goes nowhere, so the click is tried again until the order opens.
  await expect(async () => {
    await page.getByRole('link', { name: order.orderNumber, exact: true }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Pending', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await dialog.getByLabel('Note (optional)').fill('Arrived damaged');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Order refunded')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Refunded');
  await expect(page.getByTestId('order-timeline-entry').first()).toContainText('Arrived damaged');
  expect(await stock()).toBe(5);

  // The buyer's page follows over the WebSocket, and the bell has the notice.
  await expect(buyer.page.getByTestId('order-status')).toHaveText('Refunded');
  await expect(buyer.page.getByTestId('order-timeline-entry').first()).toContainText('Refunded');
  await buyer.context.close();
});

test('a contact-form message is read and answered from the contact inbox', async ({ page }) => {
  const subject = `Inbox journey ${Date.now()}`;
  const sent = await page.request.post('/api/contact', {
    data: {
      name: 'Ada Visitor',
      email: 'ada.visitor@example.org',
      subject,
      message: 'Do you ship to Norway?',
    },
  });
  expect(sent.ok()).toBe(true);
  const token = await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/contact');
  await page.getByPlaceholder('Search name, e-mail or subject…').fill(subject);
  const row = page.getByTestId('contact-row').filter({ hasText: subject });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await row.getByRole('button', { name: new RegExp(subject) }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('Do you ship to Norway?')).toBeVisible();
  await dialog.getByLabel('Your reply').fill('Yes, in 3 to 5 days.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();
  await expect(row).toContainText('Replied');
  await expect(row).not.toHaveAttribute('data-unread', 'true');
  const { messages } = await call<{ messages: { repliedAt: string | null }[] }>(
    page,
    token,
    `/api/contact/messages?q=${encodeURIComponent(subject)}`,
  );
  expect(messages[0]!.repliedAt).not.toBeNull();
});
