/** A course's category and type, and its sources. Zod-free. */
import { kindsWith } from './items.ts';
import { LARGE_MAX_BODY_BYTES } from './operation.ts';

/** Operations of item types and sources. */
export const itemTypesOperations = {
  type: { method: 'put', path: '/lecturers/v2/{kind}/{id}/type', kinds: kindsWith('type') },
  sources: {
    method: 'get',
    path: '/lecturers/v2/{kind}/{id}/course_sources',
    kinds: kindsWith('sources'),
  },
  saveSources: {
    method: 'put',
    path: '/lecturers/v2/{kind}/{id}/course_sources',
    kinds: kindsWith('sources'),
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
} as const;
