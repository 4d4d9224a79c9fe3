// The GETs public/dashboard-boot.js starts before the app's code (apps/web/src/app/boot-routes.ts)
// are the page's own first GETs: the app claims each answer instead of asking again. A table that
// drifts from what a page asks (another route, another default query) costs a phone the round
// trip the boot saves, silently: the user list's did for a whole session (issue 23).
import type { Request } from '@playwright/test';
import { BOOT_ROUTES, SIGNED_IN_GETS } from '../apps/web/src/app/boot-routes.ts';
import { DEMO, expect, signInAs, test } from './fixtures.ts';

/**
 * Asked again later by design, after the page's first screen (apps/web/src/lib/use-idle-start.ts):
 * the notifications when their live updates start, the mail labels for the nav's Mail badge.
 */
const ASKED_AGAIN_LATER = ['/api/notifications', '/api/mail/labels'];

/** A URL's path and query, the query's keys in order (as apps/web/src/lib/http.ts compares them). */
function canonical(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://keel.invalid');
  searchParams.sort();
  const search = searchParams.toString();
  return `${pathname}${search ? `?${search}` : ''}`;
}

// A phone's first visit, which the boot is for (Lighthouse's mobile preset in bench/lighthouse.mjs).
test.use({ viewport: { width: 390, height: 844 } });

for (const [route, boot] of Object.entries(BOOT_ROUTES)) {
  test(`${route}: every boot GET is asked once, by the boot`, async ({ page }) => {
    await signInAs(page, DEMO.admin);
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
        asked.push(canonical(request.url()));
    });
    await page.goto(route);
    await expect(page.locator('#keel-shell')).toHaveCount(0, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    for (const url of [...SIGNED_IN_GETS, ...boot.gets].map(canonical)) {
      if (ASKED_AGAIN_LATER.some((path) => url.startsWith(path))) {
        expect(asked, url).toContain(url);
        continue;
      }
      expect(
        asked.filter((candidate) => candidate === url),
        url,
      ).toHaveLength(1);
    }
  });
}
