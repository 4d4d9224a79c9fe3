// The seed's three account calls.
import type { AuthResponse, LoginBody, RegisterBody } from '@keel/contracts/account';
import type { SessionUser } from '@keel/contracts/user';
import { http } from '../../lib/http.ts';

export const authApi = {
  login: (body: LoginBody) => http.post<AuthResponse>('/api/account/login', body),
  register: (body: RegisterBody) => http.post<AuthResponse>('/api/account/register', body),
  myAccount: () => http.get<{ user: SessionUser }>('/api/account/my-account'),
};
