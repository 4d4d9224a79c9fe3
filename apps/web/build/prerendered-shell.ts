// The first screen of a dashboard route as HTML (issue 23, docs/decisions/021-prerendered-shell.md):
// writes dist/shells/dashboard.html, index.html with the signed-in shell (nav, header, a card
// skeleton) drawn in plain HTML and CSS over the app's root, which the API answers for /dashboard
// paths (apps/api/src/plugins/static-web.ts). The page paints it before any script has run; the
// app mounts under it and removes it in the same frame as its own first screen
// (src/components/prerendered-shell.tsx). Sizes come from the layout's constants and colours from
// the theme's palette, so the shell stands where the app will draw; which mode, contrast, nav
// layout and preset it shows is set before paint from the appearance cookies, as attributes on
// <html>, by build/shell-boot.js (written into the page, allowed by its hash).
// It has no words: the language lives in localStorage, which the server cannot read, and a
// shell in the wrong language would flash. A visit without a valid token (shell-boot.js sets
// data-keel-signed-out) shows index.html's spinner instead, as before.
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { HEADER, NAV } from '../src/layouts/layout-constants.ts';
import { grey, greyAlpha } from '../src/theme/palette.ts';
import { PRESETS } from '../src/theme/presets.ts';
import { FONT_FAMILY } from '../src/theme/typography.ts';
import { DEMO_LOGIN } from '../src/lib/demo-login.ts';
import { authPaths } from '../src/lib/auth-paths.ts';
import auth from '../src/locales/en/auth.json' with { type: 'json' };
import { SIGN_IN_CSS, signInShellHtml, type SignInTexts } from './sign-in-shell.ts';

// MUI's Skeleton fill: text.primary at 11 % (light) / 13 % (dark).
const SKELETON = { light: 'rgba(28, 37, 46, 0.11)', dark: 'rgba(255, 255, 255, 0.13)' };
// theme/breakpoints (MUI's defaults): sm 600, lg 1200.
const SM = 600;
const LG = 1200;
// The overview pages' width (DashboardContent maxWidth="xl"): MUI's xl, 1536.
const XL = 1536;

const presetRules = Object.entries(PRESETS)
  .filter(([name]) => name !== 'default')
  .map(([name, scale]) => `html[data-keel-preset=${name}] #keel-shell{--ks-primary:${scale.main}}`)
  .join('');

export const SHELL_CSS = `#keel-shell{--ks-bg:#fff;--ks-text:${grey[800]};--ks-sk:${SKELETON.light};--ks-divider:${greyAlpha(0.2)};--ks-primary:${PRESETS.default.main};--ks-nav:${NAV.dashboard}px;position:fixed;inset:0;z-index:1250;overflow:hidden;background:var(--ks-bg);color:var(--ks-text);font-family:${FONT_FAMILY}}
html[data-keel-contrast=bold] #keel-shell{--ks-bg:${grey[200]};--ks-divider:${greyAlpha(0.4)}}
html[data-keel-mode=dark] #keel-shell{--ks-bg:${grey[900]};--ks-text:#fff;--ks-sk:${SKELETON.dark};--ks-divider:${greyAlpha(0.24)}}
html[data-keel-mode=dark][data-keel-contrast=bold] #keel-shell{--ks-bg:#0B0F14;--ks-divider:${greyAlpha(0.4)}}
${presetRules}
html[data-keel-signed-out] #keel-shell{display:none}
#keel-shell i{display:block;background:var(--ks-sk);border-radius:8px}
#keel-shell .ks-c{border-radius:50%;width:40px;height:40px;flex:none}
.ks-nav{display:none;position:absolute;top:0;bottom:0;inset-inline-start:0;width:var(--ks-nav);border-inline-end:1px dashed var(--ks-divider);flex-direction:column;box-sizing:border-box}
.ks-logo{display:flex;align-items:center;gap:8px;padding:24px 20px 8px;font-weight:800;font-size:20px;letter-spacing:-0.5px}
.ks-logo svg{width:32px;height:32px;flex:none}
.ks-account{display:flex;align-items:center;gap:16px;margin:16px 20px;padding:16px;border-radius:12px;background:${greyAlpha(0.08)}}
.ks-account div{flex:1}
.ks-nav .ks-item{display:flex;align-items:center;gap:16px;height:${NAV.itemHeight}px;margin:0 16px 4px;padding:0 12px}
#keel-shell .ks-sub{height:10px;width:30%;margin:18px 28px 12px}
.ks-nav .ks-item i:first-child{width:${NAV.iconSize}px;height:${NAV.iconSize}px;border-radius:6px;flex:none}
.ks-main{position:absolute;inset:0}
.ks-header{display:flex;align-items:center;gap:8px;height:${HEADER.mobile}px;padding:0 16px;box-sizing:border-box}
.ks-header svg{width:24px;height:24px;padding:8px;flex:none;fill:currentColor;color:${grey[600]}}
.ks-header .ks-grow{flex:1}
.ks-header .ks-icons{display:flex;gap:2px}
.ks-content{box-sizing:border-box;width:100%;margin:0 auto;padding:8px 16px 0}
#keel-shell .ks-t{height:14px;margin:6px 0}
#keel-shell .ks-title{height:32px;width:40%;margin:8px 0 24px}
.ks-grid{display:grid;grid-template-columns:1fr;gap:24px}
#keel-shell .ks-card{border-radius:16px;min-height:168px}
#keel-shell .ks-wide{min-height:300px}
html[data-keel-page=overview] #keel-shell .ks-title{display:none}
html[data-keel-mode=dark] .ks-header svg{color:${grey[500]}}
@media (min-width:${SM}px){.ks-header{padding:0 24px}.ks-header .ks-icons{gap:6px}.ks-content{padding:8px 24px 0}.ks-grid{grid-template-columns:repeat(2,1fr)}#keel-shell .ks-wide{grid-column:1/-1}}
@media (min-width:${LG}px){.ks-nav{display:flex}.ks-main{inset-inline-start:var(--ks-nav)}.ks-header{height:${HEADER.dashboardDesktop}px;padding:0 40px}.ks-header .ks-menu{display:none}.ks-content{max-width:${XL}px;padding-top:16px}.ks-grid{grid-template-columns:repeat(3,1fr)}#keel-shell .ks-wide{grid-column:span 2}
html[data-keel-nav=mini] #keel-shell{--ks-nav:${NAV.mini}px}html[data-keel-nav=mini] .ks-logo{justify-content:center;padding-inline:0}html[data-keel-nav=mini] .ks-logo span,html[data-keel-nav=mini] #keel-shell .ks-account,html[data-keel-nav=mini] #keel-shell .ks-sub{display:none}html[data-keel-nav=mini] .ks-nav .ks-item{flex-direction:column;justify-content:center;gap:6px;height:56px;margin:0 4px 4px;padding:0}html[data-keel-nav=mini] #keel-shell .ks-item i+i{width:44px;height:8px;margin:0}
html[data-keel-stretch] .ks-content{max-width:none;padding-inline:40px}}`;

const LOGO = `<svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="var(--ks-primary)"/><path d="M9 8h4v7l6-7h5l-7 8 7 8h-5l-6-7v7H9z" fill="#fff"/></svg>`;
// @mui/icons-material's MenuRounded and SearchRounded paths, as the header draws them.
const MENU_ICON = `<svg class="ks-menu" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 18h16c.55 0 1-.45 1-1s-.45-1-1-1H4c-.55 0-1 .45-1 1s.45 1 1 1m0-5h16c.55 0 1-.45 1-1s-.45-1-1-1H4c-.55 0-1 .45-1 1s.45 1 1 1M3 7c0 .55.45 1 1 1h16c.55 0 1-.45 1-1s-.45-1-1-1H4c-.55 0-1 .45-1 1"/></svg>`;
const SEARCH_ICON = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15.5 14h-.79l-.28-.27c1.2-1.4 1.82-3.31 1.48-5.34-.47-2.78-2.79-5-5.59-5.34-4.23-.52-7.79 3.04-7.27 7.27.34 2.8 2.56 5.12 5.34 5.59 2.03.34 3.94-.28 5.34-1.48l.27.28v.79l4.25 4.25c.41.41 1.08.41 1.49 0s.41-1.08 0-1.49zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"/></svg>`;

const repeat = (count: number, html: string) => Array.from({ length: count }, () => html).join('');

export const SHELL_HTML =
  `<div id="keel-shell" aria-hidden="true">` +
  `<div class="ks-nav"><div class="ks-logo">${LOGO}<span>Keel</span></div>` +
  `<div class="ks-account"><i class="ks-c"></i><div><i class="ks-t" style="width:70%"></i><i class="ks-t" style="width:45%"></i></div></div>` +
  `<i class="ks-sub"></i>` +
  repeat(8, `<div class="ks-item"><i></i><i class="ks-t" style="width:55%"></i></div>`) +
  `</div><div class="ks-main"><div class="ks-header">${MENU_ICON}${SEARCH_ICON}<span class="ks-grow"></span>` +
  `<div class="ks-icons">${repeat(5, '<i class="ks-c"></i>')}</div></div>` +
  `<div class="ks-content"><i class="ks-title"></i><div class="ks-grid">` +
  `<i class="ks-card ks-wide"></i>` +
  repeat(4, '<i class="ks-card"></i>') +
  `</div></div></div></div>`;

/** The sign-in form's English texts and links, as login-form.tsx and auth-split-layout.tsx write them. */
export const SIGN_IN_TEXTS: SignInTexts = {
  heading: auth.login.heading,
  title: auth.login.title,
  newUser: auth.login.newUser,
  createAccount: auth.login.createAccount,
  demoHint: auth.login.demoHint,
  email: auth.fields.email,
  password: auth.fields.password,
  forgot: auth.login.forgot,
  submit: auth.login.submit,
  demoEmail: DEMO_LOGIN.email,
  demoPassword: DEMO_LOGIN.password,
  registerHref: authPaths.register,
  resetHref: authPaths.resetPassword,
};

export const THEME_BOOT_TAG = '<script src="/theme-boot.js"></script>';

/**
 * index.html with the shell: its CSS in the head, its markup before the app's root (the app's
 * stylesheets after it), and the scripts that run before paint written in (when given) where
 * index.html fetches public/theme-boot.js: theme-boot.js itself (a blocking script in the head
 * holds the first paint for a round trip, which the shell is there to avoid), dashboard-boot.js
 * and shell-boot.js (the shell's attributes). The API allows them by hash (apps/api/src/plugins/static-web.ts).
 */
export function withShell(
  indexHtml: string,
  bootScripts: string[] = [],
  shell: { css: string; html: string } = { css: SHELL_CSS, html: SHELL_HTML },
): string {
  if (!indexHtml.includes('<div id="root">') || !indexHtml.includes('</head>'))
    throw new Error('keel-prerendered-shell: index.html has no <div id="root"> or </head>');
  // The app's stylesheets (its fonts) move from the head to after the shell: in the head they
  // hold the first paint until they have loaded; in the body they hold only what follows them
  // (the app's root, empty until the entry runs, which is after them anyway).
  const stylesheets: string[] = [];
  const headEnd = indexHtml.indexOf('</head>');
  const head = indexHtml
    .slice(0, headEnd)
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, (tag) => (stylesheets.push(tag.trim()), ''));
  let html = `${head}<style>${shell.css}</style>${indexHtml.slice(headEnd)}`.replace(
    '<div id="root">',
    () => `${shell.html}${stylesheets.join('')}<div id="root">`,
  );
  if (bootScripts.length > 0) {
    if (!html.includes(THEME_BOOT_TAG) || bootScripts.some((code) => /<\/script/i.test(code)))
      throw new Error('keel-prerendered-shell: cannot write the boot scripts into the page');
    html = html.replace(THEME_BOOT_TAG, () =>
      bootScripts.map((code) => `<script>${code}</script>`).join(''),
    );
  }
  return html;
}

/** The Latin text face a dashboard's first screen draws with (theme/typography.ts), every weight in one file. */
const FIRST_SCREEN_FONTS = /^public-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * A preload for that face. Without it the browser asks for a face only once the app has
 * rendered text in it, after every script: requests that ended after the page's largest paint
 * on a phone (bench/RESULTS.md, "Issue 23, session 10"). With it the face loads beside the scripts.
 */
async function fontPreloads(outDir: string): Promise<string> {
  const files = (await readdir(path.join(outDir, 'assets'))).filter((file) =>
    FIRST_SCREEN_FONTS.test(file),
  );
  if (files.length !== 1) throw new Error('keel-prerendered-shell: the text face is missing');
  return files
    .sort()
    .map(
      (file) =>
        `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`,
    )
    .join('');
}

export function prerenderedShell(): Plugin {
  let outDir = '';
  let publicDir = '';
  return {
    name: 'keel-prerendered-shell',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    async closeBundle() {
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      // Imported here: the unit tests load this file in jsdom, where esbuild cannot start.
      const { transform } = await import('esbuild');
      const minified = async (file: string) =>
        (
          await transform(await readFile(file, 'utf8'), { minify: true, target: 'es2017' })
        ).code.trim();
      // From public/, not dist/: vite.config.ts minifies dist's copies in a hook that may run
      // alongside this one. dashboard-boot.js first: it starts the route's first GETs and code
      // from the page itself instead of a file theme-boot.js would fetch (a round trip later);
      // shell-boot.js then takes the boot table's <meta> away, which tells theme-boot.js that
      // it has run.
      const scripts = [
        await minified(path.join(publicDir, 'dashboard-boot.js')),
        await minified(fileURLToPath(new URL('./shell-boot.js', import.meta.url))),
        await minified(path.join(publicDir, 'theme-boot.js')),
      ];
      await mkdir(path.join(outDir, 'shells'), { recursive: true });
      const dashboard = withShell(index, scripts).replace(
        '</head>',
        `${await fontPreloads(outDir)}</head>`,
      );
      await writeFile(path.join(outDir, 'shells', 'dashboard.html'), dashboard);
      // The sign-in page (build/sign-in-shell.ts): its own boot script, then theme-boot.js.
      const signInScripts = [
        await minified(fileURLToPath(new URL('./sign-in-boot.js', import.meta.url))),
        scripts[2]!,
      ];
      await writeFile(
        path.join(outDir, 'shells', 'sign-in.html'),
        withShell(index, signInScripts, { css: SIGN_IN_CSS, html: signInShellHtml(SIGN_IN_TEXTS) }),
      );
    },
  };
}
