import { useMutation } from '@tanstack/react-query';
import { ADMIN_API_BASE, adminLoginResponseSchema, type AdminLoginInput, type AdminLoginResponse } from '@blynd/shared';
import { api } from '../../../../lib/api-client';

/** POST /adminlogin: email, password and access code (`passcode`); answers the admin and a bearer token. */
export const login = async (input: AdminLoginInput): Promise<AdminLoginResponse> =>
  adminLoginResponseSchema.parse(await api<unknown>(`${ADMIN_API_BASE}/adminlogin`, { method: 'POST', body: input }));

export const useLogin = () => useMutation({ mutationFn: login });
