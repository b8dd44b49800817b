/** The trash: what was deleted in the last 30 days, to restore (both hosts, scope per entry). */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('trash', '/trash', 'trash/TrashScreen', {
    list: true,
    persist: true,
    title: 'page.trash',
  }),
] as const;
