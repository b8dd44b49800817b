/** The compiler operation. Zod-free. */

/** Operations of the compiler. */
export const compilerOperations = {
  run: { method: 'post', path: '/lecturers/v2/compiler' },
} as const;
