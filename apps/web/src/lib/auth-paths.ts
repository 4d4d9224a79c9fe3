// The sign-in pages' paths and the page a signed-in user lands on: what the sign-in page needs of
// lib/paths.ts (which includes them as `paths.auth` and `paths.dashboard.app`).
export const authPaths = {
  login: '/auth/login',
  register: '/auth/register',
  loginUnprotected: '/auth/login-unprotected',
  registerUnprotected: '/auth/register-unprotected',
  verify: '/auth/verify',
  resetPassword: '/auth/reset-password',
  newPassword: '/auth/new-password',
  /** First run: creates the first admin. */
  setup: '/auth/setup',
};

export const dashboardApp = '/dashboard/app';
