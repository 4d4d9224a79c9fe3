// The sign-in page's first screen as HTML (issue 23, docs/decisions/023-prerendered-sign-in.md):
// the form as the app draws it (src/layouts/auth/auth-split-layout.tsx, src/features/auth/login-form.tsx)
// in plain HTML and CSS, with the English texts of locales/en/auth.json, over the app's root
// until the form has rendered (the form removes it in the same frame: src/components/prerendered-shell.tsx).
// On a phone the sign-in page painted a spinner until the entry (React, MUI, the router, i18next)
// had loaded and run, and its largest element, the demo hint, only after the setup status had
// answered that: 3–5 s of Lighthouse's mobile run. The API answers this page for /auth/login and
// /auth/login-unprotected, with `data-demo` on the shell when the demo data is there
// (apps/api/src/plugins/static-web.ts), so the hint and the filled fields are in the first paint.
// Not a way in: the fields are disabled, the button is not a submit button, the links are links.
// It shows only where it matches what the app will draw (build/sign-in-boot.js): English, left
// to right, signed out; anything else gets index.html's spinner as before.
import type { ColorScale } from '../src/theme/presets.ts';
import { grey, greyAlpha, info } from '../src/theme/palette.ts';
import { PRESETS } from '../src/theme/presets.ts';
import { FONT_FAMILY } from '../src/theme/typography.ts';

// MUI's breakpoints (theme/breakpoints): sm 600, md 900; typography h3 and h5 per breakpoint
// (theme/typography.ts responsive()).
const SM = 600;
const MD = 900;
const LG = 1200;

export interface SignInTexts {
  heading: string;
  title: string;
  newUser: string;
  createAccount: string;
  demoHint: string;
  email: string;
  password: string;
  forgot: string;
  submit: string;
  demoEmail: string;
  demoPassword: string;
  registerHref: string;
  resetHref: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const presetRules = Object.entries(PRESETS as Record<string, ColorScale>)
  .filter(([name]) => name !== 'default')
  .map(
    ([name, scale]) =>
      `html[data-keel-preset=${name}] #keel-shell{--ks-primary:${scale.main};--ks-on-primary:${scale.contrastText};--ks-link:${scale.main}}` +
      `html[data-keel-preset=${name}][data-keel-mode=dark] #keel-shell{--ks-link:${scale.light}}`,
  )
  .join('');

export const SIGN_IN_CSS = `#keel-shell{--ks-bg:#fff;--ks-text:${grey[800]};--ks-muted:${grey[600]};--ks-panel:${grey[100]};--ks-border:${greyAlpha(0.24)};--ks-primary:${PRESETS.default.main};--ks-on-primary:${PRESETS.default.contrastText};--ks-link:${PRESETS.default.main};--ks-info-bg:${info.lighter};--ks-info-text:${info.darker};--ks-info-icon:${info.main};position:fixed;inset:0;z-index:1250;overflow:auto;display:flex;background:var(--ks-bg);color:var(--ks-text);font-family:${FONT_FAMILY};font-size:16px;line-height:1.5}
html[data-keel-contrast=bold] #keel-shell{--ks-bg:${grey[200]}}
html[data-keel-mode=dark] #keel-shell{--ks-bg:${grey[900]};--ks-text:#fff;--ks-muted:${grey[500]};--ks-panel:${grey[900]};--ks-link:${PRESETS.default.light};--ks-info-bg:${info.darker};--ks-info-text:${info.lighter};--ks-info-icon:${info.light}}
html[data-keel-mode=dark][data-keel-contrast=bold] #keel-shell{--ks-bg:#0B0F14}
${presetRules}
html[data-keel-hide-shell] #keel-shell{display:none}
#keel-shell *{box-sizing:border-box}
#keel-shell a{color:inherit;text-decoration:none}
.ks-side{display:none;flex-direction:column;align-items:center;justify-content:center;gap:40px;padding:0 24px;width:100%;max-width:480px;background:var(--ks-panel)}
.ks-side h2{margin:0;text-align:center;max-width:360px;font-size:24px;font-weight:700;line-height:1.5}
.ks-side svg{width:100%;max-width:400px;color:var(--ks-text)}
.ks-main{flex:1;display:flex;flex-direction:column;padding:24px 16px 88px;min-height:100%}
.ks-logo{display:inline-flex;align-items:center;gap:8px;align-self:flex-start}
.ks-logo svg{width:32px;height:32px;flex:none}
.ks-logo span{font-weight:800;font-size:20px;letter-spacing:-0.5px}
.ks-center{flex:1;display:flex;align-items:center;justify-content:center;padding:40px 0}
.ks-form{width:100%;max-width:420px;display:flex;flex-direction:column;gap:24px}
.ks-form h1{margin:0;font-size:18px;font-weight:700;line-height:1.5}
.ks-form p{margin:8px 0 0;font-size:14px;line-height:22px;color:var(--ks-muted)}
#keel-shell .ks-form p a{color:var(--ks-link);font-weight:600}
.ks-alert{display:none;padding:6px 16px;border-radius:8px;background:var(--ks-info-bg);color:var(--ks-info-text);font-size:14px;line-height:22px}
.ks-alert svg{width:22px;height:22px;margin:8px 12px 0 0;flex:none;fill:var(--ks-info-icon)}
.ks-alert div{padding:8px 0}
#keel-shell[data-demo] .ks-alert{display:flex}
.ks-field{position:relative;height:56px;border-radius:8px}
.ks-field fieldset{position:absolute;inset:-5px 0 0;margin:0;padding:0 8px;border:1px solid var(--ks-border);border-radius:8px;pointer-events:none}
.ks-field legend{float:unset;width:auto;height:11px;padding:0;font-size:12px;line-height:1;visibility:hidden;max-width:0.01px;white-space:nowrap}
.ks-field legend span{padding:0 5px}
.ks-field label{position:absolute;left:0;top:0;transform:translate(14px,16px) scale(1);transform-origin:top left;color:var(--ks-muted);font-size:16px;line-height:23px;white-space:nowrap}
.ks-field input{display:block;width:100%;height:56px;margin:0;padding:16.5px 14px;border:0;background:none;font:inherit;font-size:16px;line-height:23px;color:var(--ks-text);opacity:1;-webkit-text-fill-color:currentColor}
.ks-field input::placeholder{color:transparent}
#keel-shell:not([data-demo]) .ks-field input{color:transparent;-webkit-text-fill-color:transparent}
#keel-shell[data-demo] .ks-field label{transform:translate(14px,-9px) scale(0.75)}
#keel-shell[data-demo] .ks-field legend{max-width:100%}
.ks-password{display:flex;flex-direction:column;gap:8px}
.ks-password > a{align-self:flex-end;font-size:14px;line-height:22px}
.ks-eye{position:absolute;right:10px;top:16px;width:24px;height:24px;fill:var(--ks-muted)}
.ks-submit{display:flex;align-items:center;justify-content:center;height:48px;padding:8px 22px;border:0;border-radius:8px;background:var(--ks-primary);color:var(--ks-on-primary);font:inherit;font-size:15px;font-weight:700;line-height:26px}
@media (min-width:${SM}px){.ks-main{padding:24px 24px 88px}.ks-form h1{font-size:19px}.ks-side h2{font-size:26px}}
@media (min-width:${MD}px){.ks-side{display:flex}.ks-main{padding:40px 24px 88px}.ks-form h1{font-size:20px}.ks-side h2{font-size:30px}}
@media (min-width:${LG}px){.ks-side h2{font-size:32px}}`;

const LOGO = `<svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="var(--ks-primary)"/><path d="M9 8h4v7l6-7h5l-7 8 7 8h-5l-6-7v7H9z" fill="#fff"/></svg>`;
// The illustration of AuthSplitLayout, as it draws it.
const ILLUSTRATION = `<svg viewBox="0 0 400 300" aria-hidden="true"><rect x="40" y="40" width="320" height="220" rx="24" fill="currentColor" opacity="0.08"/><rect x="70" y="80" width="120" height="14" rx="7" fill="#3366FF"/><rect x="70" y="110" width="200" height="10" rx="5" fill="#919EAB" opacity="0.5"/><rect x="70" y="130" width="170" height="10" rx="5" fill="#919EAB" opacity="0.5"/><rect x="70" y="170" width="80" height="60" rx="12" fill="#00AB55" opacity="0.8"/><rect x="160" y="150" width="80" height="80" rx="12" fill="#3366FF" opacity="0.8"/><rect x="250" y="120" width="80" height="110" rx="12" fill="#FFAB00" opacity="0.8"/></svg>`;
// MUI's Alert info icon (InfoOutlined) and @mui/icons-material's Visibility, as the form draws them.
const INFO_ICON = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z"/></svg>`;
const EYE_ICON = `<svg class="ks-eye" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3"/></svg>`;

const field = (label: string, type: string, value: string, extra = '') =>
  `<div class="ks-field"><label>${escape(label)}</label><input type="${type}" value="${escape(value)}" disabled tabindex="-1">${extra}<fieldset aria-hidden="true"><legend><span>${escape(label)}</span></legend></fieldset></div>`;

/**
 * The sign-in form's markup. The fields carry the demo account's values, shown (with the hint
 * and the labels raised) only when the API marks the shell `data-demo`, as the form fills them in.
 */
export function signInShellHtml(texts: SignInTexts): string {
  const hint = texts.demoHint
    .replace('{{email}}', texts.demoEmail)
    .replace('{{password}}', texts.demoPassword);
  return (
    `<div id="keel-shell" aria-hidden="true">` +
    `<section class="ks-side"><h2>${escape(texts.heading)}</h2>${ILLUSTRATION}</section>` +
    `<div class="ks-main"><a class="ks-logo" href="/">${LOGO}<span>Keel</span></a>` +
    `<div class="ks-center"><div class="ks-form">` +
    `<div><h1>${escape(texts.title)}</h1><p>${escape(texts.newUser)} <a href="${texts.registerHref}">${escape(texts.createAccount)}</a></p></div>` +
    `<div class="ks-alert">${INFO_ICON}<div>${escape(hint)}</div></div>` +
    field(texts.email, 'email', texts.demoEmail) +
    `<div class="ks-password"><a href="${texts.resetHref}">${escape(texts.forgot)}</a>` +
    field(texts.password, 'password', texts.demoPassword, EYE_ICON) +
    `</div><div class="ks-submit">${escape(texts.submit)}</div>` +
    `</div></div></div></div>`
  );
}
