// The seed's three account calls, the second sign-in step with MFA, and logout (issue 22).
import type { AuthResponse, LoginBody, RegisterBody } from '@keel/contracts/account';
import type { SessionUser } from '@keel/contracts/user';
import { http } from '../../lib/http.ts';

/** With MFA on, login answers this instead of a token. */
export interface MfaChallenge {
  mfaRequired: true;
  mfaToken: string;
}

export const authApi = {
  login: (body: LoginBody) => http.post<AuthResponse | MfaChallenge>('/api/account/login', body),
  loginMfa: (body: { mfaToken: string; code: string }) =>
    http.post<AuthResponse>('/api/account/login/mfa', body),
  register: (body: RegisterBody) => http.post<AuthResponse>('/api/account/register', body),
  myAccount: () => http.get<{ user: SessionUser }>('/api/account/my-account'),
  logout: () => http.post<object>('/api/account/logout'),
};
