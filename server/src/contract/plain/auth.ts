/** The session operations. Zod-free. */

/** Operations of sessions. */
export const authOperations = {
  login: { method: 'post', path: '/v2/auth/login' },
  logout: { method: 'post', path: '/v2/auth/logout' },
} as const;
