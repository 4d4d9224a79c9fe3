// The demo account the sign-in form offers (lib/config.ts) and the prerendered sign-in page shows
// (build/sign-in-shell.ts, which cannot load config.ts: it reads import.meta.env).
export const DEMO_LOGIN = { email: 'demo@keel.dev', password: 'demo1234' } as const;
