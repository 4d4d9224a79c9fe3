// The prerendered sign-in page (build/sign-in-shell.ts, build/sign-in-boot.js): the form in
// English as HTML, shown only where it matches what the app will draw, gone when the app's form
// is in the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_TEXTS, withShell } from '../../build/prerendered-shell.ts';
import { SIGN_IN_CSS, signInShellHtml } from '../../build/sign-in-shell.ts';
import auth from '../locales/en/auth.json';
import { config } from '../lib/config.ts';
import { PRERENDERED_SHELL_ID } from './prerendered-shell.tsx';

const here = path.dirname(new URL(import.meta.url).pathname);
const BOOT = readFileSync(path.join(here, '../../build/sign-in-boot.js'), 'utf8');
const runBoot = () => new Function(BOOT)();

describe('prerendered sign-in page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    for (const name of document.documentElement.getAttributeNames())
      if (name.startsWith('data-keel-')) document.documentElement.removeAttribute(name);
    localStorage.clear();
  });

  it("draws the form with the English texts and the demo account, which the API's data-demo shows", () => {
    const html = signInShellHtml(SIGN_IN_TEXTS);
    for (const text of [
      auth.login.title,
      auth.login.heading,
      auth.login.createAccount,
      auth.login.forgot,
      auth.login.submit,
      auth.fields.email,
    ])
      expect(html).toContain(text);
    expect(html).toContain(`Use ${config.demoLogin.email} / password ${config.demoLogin.password}`);
    expect(html).toContain(`id="${PRERENDERED_SHELL_ID}" aria-hidden="true"`);
    // Not a way in: no form to submit, the fields cannot be typed into.
    expect(html).not.toMatch(/<form|<button/);
    expect(html.match(/<input [^>]*disabled/g)).toHaveLength(2);
    expect(SIGN_IN_CSS).toContain('#keel-shell[data-demo] .ks-alert{display:flex}');
    expect(SIGN_IN_CSS).toContain('html[data-keel-hide-shell] #keel-shell{display:none}');
    const page = withShell(
      '<html><head><script src="/theme-boot.js"></script></head><body><div id="root"></div></body></html>',
      ['var boot=1'],
      { css: SIGN_IN_CSS, html },
    );
    expect(page).toContain(`${html}<div id="root">`);
    expect(page).toContain('<script>var boot=1</script>');
  });

  it('shows for an English, signed-out visit; hides in another language or with a session', () => {
    runBoot();
    expect(document.documentElement.hasAttribute('data-keel-hide-shell')).toBe(false);
    localStorage.setItem('i18nextLng', 'fr');
    runBoot();
    expect(document.documentElement.getAttribute('data-keel-hide-shell')).toBe('true');
    document.documentElement.removeAttribute('data-keel-hide-shell');
    localStorage.setItem('i18nextLng', 'en');
    const exp = Math.floor(Date.now() / 1000) + 600;
    localStorage.setItem('accessToken', `x.${btoa(JSON.stringify({ exp }))}.y`);
    runBoot();
    expect(document.documentElement.getAttribute('data-keel-hide-shell')).toBe('true');
  });

  it("goes with its attributes when the app's form is in the page", async () => {
    document.body.innerHTML = `${signInShellHtml(SIGN_IN_TEXTS)}<div id="root"></div>`;
    document.cookie = 'themeMode=dark';
    runBoot();
    expect(document.documentElement.getAttribute('data-keel-mode')).toBe('dark');
    document.getElementById('root')!.innerHTML = '<div>loading</div>';
    await Promise.resolve();
    expect(document.getElementById(PRERENDERED_SHELL_ID)).not.toBeNull();
    document.getElementById('root')!.innerHTML = '<form></form>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById(PRERENDERED_SHELL_ID)).toBeNull();
    expect(document.documentElement.hasAttribute('data-keel-mode')).toBe(false);
    document.cookie = 'themeMode=; max-age=0';
  });
});
