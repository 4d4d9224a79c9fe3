// The demo accounts the README and the console print, one per built-in role.
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ADMIN_EMAIL = 'demo@keel.dev';
export const DEMO_MEMBER_EMAIL = 'member@keel.dev';
export const DEMO_MANAGER_EMAIL = 'manager@keel.dev';
