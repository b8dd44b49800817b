/** The compiler operation. Zod-free. */
import { LARGE_MAX_BODY_BYTES } from './operation.ts';

/** Operations of the compiler. */
export const compilerOperations = {
  run: { method: 'post', path: '/lecturers/v2/compiler', maxBodyBytes: LARGE_MAX_BODY_BYTES },
} as const;
