// The largest image of a dashboard overview's first screen on a phone (its LCP element), known
// before the page's data has loaded (issue 23): the featured post's cover on /dashboard/app and
// the first new product's photo on /dashboard/ecommerce come from the workspace's data, not the
// user's, so the server names them in the page's HTML as a preload (plugins/static-web.ts) and
// the browser fetches them with the page's first requests instead of after the dashboard's data
// (which apps/web/public/dashboard-boot.js waits for). The same rows the dashboards answer with:
// latestPostCards (app-dashboard.ts) and productCards 'newestInStock' (ecommerce-dashboard.ts).
// Only the app's own bundled images (/assets/...) are named: the page is answered before anyone
// has signed in, and an upload's address is not for everyone.
import type { Database } from '@keel/db/client';
import { latestPostCards } from './dashboard-posts.ts';
import { productCards } from './dashboard-shop.ts';

const BUNDLED_IMAGE = /^\/assets\/[\w./-]+\.(?:webp|avif|png|jpe?g|svg)$/;

const FIRST_IMAGES: Record<string, (db: Database) => Promise<string | undefined>> = {
  '/dashboard/app': async (db) => (await latestPostCards(db, 1))[0]?.cover,
  '/dashboard/ecommerce': async (db) => (await productCards(db, 'newestInStock', 1))[0]?.cover,
};

/** The images to preload with the page at `pathname` (none for other pages or on a failure). */
export async function dashboardFirstImages(db: Database, pathname: string): Promise<string[]> {
  const find = FIRST_IMAGES[pathname.replace(/\/+$/, '')];
  if (!find) return [];
  try {
    const image = await find(db);
    return image && BUNDLED_IMAGE.test(image) && !image.includes('..') ? [image] : [];
  } catch {
    // The page goes out without the hint: the app loads the image as before.
    return [];
  }
}
