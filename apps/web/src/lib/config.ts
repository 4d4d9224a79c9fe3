// Build-time configuration. VITE_API_URL points the app at an API on another origin;
// empty means the same origin that served the page.
import { DEMO_LOGIN } from './demo-login.ts';

export const config = {
  apiBaseUrl: (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '',
  docsUrl: 'https://github.com/keel-dashboard/keel#readme',
  changelogUrl: 'https://github.com/keel-dashboard/keel/releases',
  supportEmail: 'support@keel.dev',
  /** The demo build prefills the sign-in form with the demo account. */
  demoLogin: DEMO_LOGIN,
} as const;
