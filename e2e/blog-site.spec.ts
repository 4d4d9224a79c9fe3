// Blog and public site: a post published in the dashboard appears on the public /blog for a
// signed-out visitor and disappears (404) when unpublished; every public page renders cleanly.
import { apiLogin, DEMO, expect, signInAs, test } from './fixtures.ts';

const PUBLIC_PAGES = [
  '/',
  '/features',
  '/pricing',
  '/payment',
  '/about-us',
  '/contact-us',
  '/faqs',
  '/testimonials',
  '/guides',
  '/terms',
  '/privacy',
  '/components',
  '/coming-soon',
  '/maintenance',
  '/blog',
  '/403',
  '/404',
  '/500',
];

test.describe('public site', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} renders with no console errors`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown address shows the 404 page', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page-here');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a seeded post opens from the public /blog', async ({ page, consoleErrors }) => {
    await page.goto('/blog');
    const card = page.locator('a[href^="/blog/"]').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.click();
    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the contact form stores a message and thanks the visitor', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Submit now' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.org');
    await page.getByLabel('Subject').fill('Question');
    await page.getByLabel('Enter your message here.').fill('How do I get started?');
    await page.getByRole('button', { name: 'Submit now' }).click();
    await expect(page.getByText("Thanks, we'll get back to you soon").first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('coming soon subscribes an e-mail once', async ({ page }) => {
    const email = `fan.${Date.now()}@example.org`;
    await page.goto('/coming-soon');
    await page.getByRole('textbox', { name: 'Enter your email' }).fill(email);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText("You're on the list!")).toBeVisible();
    await page.getByRole('textbox', { name: 'Enter your email' }).fill(email);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText("You're already on the list")).toBeVisible();
  });
});

test.describe('blog publishing', () => {
  test('publish → public /blog shows it signed out; unpublish → 404 there', async ({
    browser,
    page,
    consoleErrors,
  }) => {
    const title = `E2E post ${Date.now()}`;
    const token = await apiLogin(page, DEMO.admin);
    const created = await page.request.post('/api/blog/posts/new', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title,
        description: 'Written by the end-to-end test',
        body: '<p>Hello from e2e</p>',
        cover: '/assets/blog/cover-02.webp',
        tags: ['Product', 'Guides'],
        metaKeywords: ['e2e'],
        publish: false,
      },
    });
    expect(created.ok()).toBe(true);
    const { post } = (await created.json()) as { post: { slug: string } };

    // Publish it from the post page in the dashboard.
    await signInAs(page, DEMO.admin);
    await page.goto(`/dashboard/blog/post/${post.slug}`);
    const published = page.getByRole('switch', { name: 'Published' });
    await expect(published).not.toBeChecked();
    await published.click();
    await expect(published).toBeChecked();
    expect(consoleErrors).toEqual([]);

    // A visitor who is not signed in sees it on the public blog and can open it.
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    const visitorErrors: string[] = [];
    anonymous.on(
      'console',
      (message) => message.type() === 'error' && visitorErrors.push(message.text()),
    );
    await anonymous.goto('/blog');
    await expect(anonymous.getByRole('heading', { name: title })).toBeVisible();
    await anonymous.getByRole('heading', { name: title }).click();
    await expect(anonymous).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(anonymous.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(anonymous.getByText('Hello from e2e')).toBeVisible();
    expect(visitorErrors).toEqual([]);

    // Unpublish in the dashboard: the public page now answers with the 404 content.
    await published.click();
    await expect(published).not.toBeChecked();
    await anonymous.goto(`/blog/${post.slug}`);
    await expect(anonymous.getByText('Sorry, page not found!')).toBeVisible();
    await anonymous.goto('/blog');
    await expect(anonymous.locator('h1')).toBeVisible();
    await expect(anonymous.getByRole('heading', { name: title })).toHaveCount(0);
    // The only error is the browser logging the API's 404 for the draft.
    expect(visitorErrors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
    await visitor.close();
  });
});

test('a comment and a reply show under the post at once; the post search finds the post', async ({
  page,
  consoleErrors,
}) => {
  const title = `E2E comments ${Date.now()}`;
  const token = await signInAs(page, DEMO.admin);
  const created = await page.request.post('/api/blog/posts/new', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Comments and search from the end-to-end test',
      body: '<p>Hello</p>',
      cover: '/assets/blog/cover-02.webp',
      tags: ['Product', 'Guides'],
      metaKeywords: ['e2e'],
      publish: true,
    },
  });
  expect(created.ok()).toBe(true);
  const { post } = (await created.json()) as { post: { slug: string } };

  await page.goto(`/dashboard/blog/post/${post.slug}`);
  await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Write some of your comments…' }).fill('First!');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('First!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await page.getByRole('textbox', { name: /^Reply to / }).fill('Second, in the thread');
  await page.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await expect(page.getByText('Second, in the thread')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Reply to / })).toHaveCount(0);

  await page.goto('/dashboard/blog/posts');
  await page.getByRole('combobox', { name: 'Search posts…' }).fill(title);
  await page.getByRole('option', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/blog/post/${post.slug}$`));
  await expect(page.getByText('Second, in the thread')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('post edit: a save over someone else’s newer one opens the merge dialog, and the choice is saved', async ({
  page,
  consoleErrors,
}) => {
  const token = await signInAs(page, DEMO.admin);
  const auth = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/blog/posts/new', {
    headers: auth,
    data: {
      title: `E2E merge ${Date.now()}`,
      description: 'Before anyone edits',
      body: '<p>Hello</p>',
      cover: '/assets/blog/cover-02.webp',
      tags: ['Product', 'Guides'],
      metaKeywords: ['e2e'],
      publish: false,
    },
  });
  expect(created.ok()).toBe(true);
  const { post } = (await created.json()) as {
    post: { id: string; slug: string; version: number };
  };

  await page.goto(`/dashboard/blog/post/${post.slug}/edit`);
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await expect(description).toHaveValue('Before anyone edits');
  // Someone else saves while this form is open.
  const theirs = await page.request.post('/api/blog/posts/update', {
    headers: auth,
    data: { postId: post.id, post: { description: 'Their description' }, version: post.version },
  });
  expect(theirs.ok()).toBe(true);

  await description.fill('My description');
  const sent = page.waitForRequest('**/api/blog/posts/update');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    post: { description: 'My description' },
    version: post.version,
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Changed by .+ at /)).toBeVisible();
  await expect(dialog.getByText('Their description')).toBeVisible();
  await expect(dialog.getByText('My description')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  const saved = await page.request.get(`/api/blog/post?title=${post.slug}`, { headers: auth });
  expect(
    ((await saved.json()) as { post: { description: string; version: number } }).post,
  ).toMatchObject({
    description: 'My description',
    version: post.version + 2,
  });
  // The 409 itself is the only failed request the browser reports.
  expect(consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
});
