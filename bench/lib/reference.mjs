// The static reference of a page (issue 23): what the browser shows once the page has loaded its
// data, saved as HTML with its CSS and images and no scripts, served by the same server. It is
// the limit a page could reach with the same content, so Lighthouse's figures for a page are
// read as a ratio to it, measured in the same run (bench/lighthouse.mjs).
//
// What is kept: the rendered DOM (as the browser has it, `lang`/`dir` included), every
// stylesheet (linked ones as links; Emotion's run-time rules, which production inserts into the
// CSSOM with insertRule and so leave the <style> elements empty, written out as text), images
// and fonts by their addresses on the same origin. What goes: every script, module preload and
// script preload, and event handler attributes.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './server.mjs';

/** Where references are written: inside the built web app, so the API server serves them. */
export const REFERENCE_DIR = path.join(root, 'apps/web/dist/__reference');
export const REFERENCE_PATH = '/__reference';

/** The viewport a Lighthouse preset emulates (lighthouse/core/config/constants.js). */
export const VIEWPORTS = {
  mobile: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  desktop: {
    viewport: { width: 1350, height: 940 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
};

/** Runs in the page: the document as HTML, without scripts, with Emotion's CSSOM rules as text. */
function serialize() {
  const live = [...document.querySelectorAll('style')];
  const copy = document.documentElement.cloneNode(true);
  const copies = [...copy.querySelectorAll('style')];
  live.forEach((element, index) => {
    const rules = element.sheet?.cssRules;
    if (rules && copies[index])
      copies[index].textContent = [...rules].map((rule) => rule.cssText).join('\n');
  });
  copy
    .querySelectorAll('script, link[rel=modulepreload], link[rel=preload][as=script], noscript')
    .forEach((node) => node.remove());
  copy.querySelectorAll('*').forEach((node) => {
    for (const attribute of [...node.attributes])
      if (/^on/i.test(attribute.name)) node.removeAttribute(attribute.name);
  });
  // Form values live in properties, not attributes: carry what is shown.
  copy.querySelectorAll('input').forEach((input) => input.removeAttribute('autofocus'));
  return `<!doctype html>\n${copy.outerHTML}`;
}

/** Waits until the page stops fetching and changing (a busy machine can pause between loads). */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  const deadline = Date.now() + 30_000;
  const reading = () =>
    page.evaluate(() => {
      const pending = [...document.images].filter((image) => !image.complete).length;
      return `${document.body.innerHTML.length} ${document.images.length} ${pending}`;
    });
  let before = await reading();
  while (Date.now() < deadline) {
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const now = await reading();
    if (now === before && now.endsWith(' 0')) return;
    before = now;
  }
}

export function referenceName(route, preset) {
  return `${route.replace(/^\//, '').replaceAll('/', '_') || 'home'}-${preset}.html`;
}

/**
 * Opens the route in a fresh context at the preset's viewport (signed in with `token` when it
 * is a dashboard route), waits for it to settle and writes the reference. Returns its URL path
 * and the path the page ended on (a redirect is measured as its target).
 */
export async function saveReference(browser, origin, route, preset, token, tokenKey) {
  const context = await browser.newContext({ ...VIEWPORTS[preset], ignoreHTTPSErrors: true });
  try {
    if (token)
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [tokenKey, token],
      );
    const page = await context.newPage();
    await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: 90_000 });
    await settle(page);
    // Charts are drawn when they come near the screen (apps/web/src/components/chart): scroll
    // through the page so the reference holds everything, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      scrollTo(0, 0);
    });
    await settle(page);
    const html = await page.evaluate(serialize);
    const finalPath = new URL(page.url()).pathname;
    mkdirSync(REFERENCE_DIR, { recursive: true });
    const name = referenceName(route, preset);
    writeFileSync(path.join(REFERENCE_DIR, name), html);
    return { url: `${REFERENCE_PATH}/${name}`, finalPath, bytes: Buffer.byteLength(html) };
  } finally {
    await context.close();
  }
}

export function removeReferences() {
  rmSync(REFERENCE_DIR, { recursive: true, force: true });
}
