// E-mail verification and password reset calls (docs/spec/pages.md#auth).
import type { AuthResponse } from '@keel/contracts/account';
import type { User } from '@keel/contracts/user';
import type { NewPasswordBody, VerifyBody } from '@keel/contracts/verification';
import { http } from '../../lib/http.ts';

export const verificationApi = {
  verify: (body: VerifyBody) => http.post<{ user: User }>('/api/account/verify', body),
  resend: (email: string) =>
    http.post<Record<string, never>>('/api/account/verify/resend', { email }),
  resetPassword: (email: string) =>
    http.post<Record<string, never>>('/api/account/reset-password', { email }),
  newPassword: (body: NewPasswordBody) =>
    http.post<AuthResponse>('/api/account/new-password', body),
};
