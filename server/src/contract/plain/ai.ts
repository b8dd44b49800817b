/** The writing assistant's operation. Zod-free. */
import { structureKinds } from './chapters.ts';

/** Operations of the assistant. */
export const aiOperations = {
  draft: { method: 'post', path: '/lecturers/v2/{kind}/{id}/ai', kinds: structureKinds },
} as const;
