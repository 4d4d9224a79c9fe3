// The security centre's calls (issue 22): sessions, sign-in history, MFA set-up.
import type { Reauth, Session, SignInEvent } from '@keel/contracts/auth-security';
import { http } from '../../lib/http.ts';

export interface MfaStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export const securityApi = {
  sessions: (signal?: AbortSignal) =>
    http.get<{ sessions: Session[] }>('/api/account/sessions', { signal }),
  endSession: (id: string) =>
    http.post<{ ended: number }>(`/api/account/sessions/${encodeURIComponent(id)}/end`),
  endOtherSessions: () => http.post<{ ended: number }>('/api/account/sessions/end-others'),
  signIns: (everyone: boolean, signal?: AbortSignal) =>
    http.get<{ signIns: SignInEvent[]; total: number }>(
      everyone ? '/api/security/sign-ins' : '/api/account/sign-ins',
      {
        query: { pageSize: 20 },
        signal,
      },
    ),
  mfa: (signal?: AbortSignal) => http.get<MfaStatus>('/api/account/mfa', { signal }),
  mfaSetup: () =>
    http.post<{ secret: string; otpauthUrl: string; qrCode: string }>('/api/account/mfa/setup'),
  mfaEnable: (code: string) =>
    http.post<{ recoveryCodes: string[] }>('/api/account/mfa/enable', { code }),
  mfaDisable: (proof: Reauth) => http.post<MfaStatus>('/api/account/mfa/disable', proof),
};
