// The overviews' first images named in their HTML (plugins/static-web.ts writes them in as
// preloads, issue 23) are the ones their data answers with, and only bundled images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { dashboardFirstImages } from './dashboard-first-images.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
});
afterAll(async () => t.close());

const dashboard = async (name: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/dashboard/${name}`, headers: demo.headers })
  ).json();

describe('dashboard first images', () => {
  it("names the app's featured cover and the first new product's photo, as their data does", async () => {
    const app = await dashboard('app');
    const ecommerce = await dashboard('ecommerce');
    expect(app.featuredPosts[0].cover).toMatch(/^\/assets\//);
    expect(await dashboardFirstImages(t.app.db, '/dashboard/app')).toEqual([
      app.featuredPosts[0].cover,
    ]);
    expect(await dashboardFirstImages(t.app.db, '/dashboard/ecommerce/')).toEqual([
      ecommerce.newProducts[0].cover,
    ]);
  });

  it('names nothing for other pages', async () => {
    for (const pathname of ['/dashboard/analytics', '/dashboard/user/list', '/auth/login'])
      expect(await dashboardFirstImages(t.app.db, pathname)).toEqual([]);
  });
});
