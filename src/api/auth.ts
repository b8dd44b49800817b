/** Sessions: log in and out (`/v2/auth`). */
import type { LoginBody, LoginResponse, LogoutResponse } from '../../server/src/contract/auth.ts';
import { http } from './http.ts';

/** Logs in with email and password; answers the token. Field messages come back in ApiError. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return http.request({ method: 'POST', path: '/v2/auth/login', body });
}

/** Revokes the current session. */
export function logout(): Promise<LogoutResponse> {
  return http.request({ method: 'POST', path: '/v2/auth/logout' });
}
