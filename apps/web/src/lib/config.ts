// Build-time configuration. VITE_API_URL points the app at an API on another origin;
// empty means the same origin that served the page.
export const config = {
  apiBaseUrl: (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '',
  docsUrl: 'https://github.com/keel-dashboard/keel#readme',
  changelogUrl: 'https://github.com/keel-dashboard/keel/releases',
  supportEmail: 'support@keel.dev',
  /** The demo build prefills the sign-in form with the demo account. */
  demoLogin: { email: 'demo@keel.dev', password: 'demo1234' },
} as const;
