/** Sessions: log in and out (`/v2/auth`). */
import type {
  authContract,
  LoginBody,
  LoginResponse,
  LogoutResponse,
} from '../../server/src/contract/auth.ts';
import { authOperations } from '../../server/src/contract/plain/auth.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof authContract>(authOperations);

/** Logs in with email and password; answers the token. Field messages come back in ApiError. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return call(operations.login, { body });
}

/** Revokes the current session. */
export function logout(): Promise<LogoutResponse> {
  return call(operations.logout);
}
