/** The subtitle operations. Zod-free. */
import { structureKinds } from './chapters.ts';

/** Operations of subtitles. */
export const subtitlesOperations = {
  remove: {
    method: 'delete',
    path: '/lecturers/v2/{kind}/{id}/subtitles/{subtitle_id}',
    kinds: structureKinds,
  },
} as const;
