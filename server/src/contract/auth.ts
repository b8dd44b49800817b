/**
 * Contract of the auth routes: request and response schemas. The client imports the inferred
 * types only (`import type`), so this file depends on zod alone.
 */
import { z } from 'zod';
import { isoDateTime } from './dates.ts';
import { withSchemas } from './operation.ts';
import { authOperations } from './plain/auth.ts';

/** `POST /v2/auth/login` body. The email is matched case-insensitively. */
export const loginBody = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

/** `POST /v2/auth/login` answer: the bearer token (shown once) and when it expires. */
export const loginResponse = z.object({
  token: z.string(),
  expires_at: isoDateTime,
});

/** `POST /v2/auth/logout` answer. */
export const logoutResponse = z.object({ ok: z.literal(true) });

/**
 * `POST /v2/auth/password` body: the one-time token of a set-password link and the new password
 * twice (length and equality are answered at their fields in the request's language).
 */
export const setPasswordBody = z.object({
  token: z.string().max(200),
  password: z.string().max(1024),
  password_confirmation: z.string().max(1024),
});

/** `POST /v2/auth/password-reset` body: the address to send a set-password link to. */
export const forgotPasswordBody = z.object({ email: z.string().trim().max(320) });

/** `POST /v2/auth/password` and `/password-reset` answer. */
export const doneResponse = z.object({ ok: z.literal(true) });

/** What the client sends to log in. */
export type LoginBody = z.input<typeof loginBody>;
/** What a successful login answers. */
export type LoginResponse = z.output<typeof loginResponse>;
/** What a logout answers. */
export type LogoutResponse = z.output<typeof logoutResponse>;

/** The session operations with their schemas. */
export const authContract = withSchemas(authOperations, {
  login: { body: loginBody, response: loginResponse },
  logout: { response: logoutResponse },
  setPassword: { body: setPasswordBody, response: doneResponse },
  forgotPassword: { body: forgotPasswordBody, response: doneResponse },
});
