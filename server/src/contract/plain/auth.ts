/** The session operations. Zod-free. */

/** Operations of sessions. */
export const authOperations = {
  login: { method: 'post', path: '/v2/auth/login' },
  logout: { method: 'post', path: '/v2/auth/logout' },
  setPassword: { method: 'post', path: '/v2/auth/password' },
  forgotPassword: { method: 'post', path: '/v2/auth/password-reset' },
} as const;

/** Shortest password a set-password link accepts. */
export const MIN_PASSWORD_LENGTH = 8;
