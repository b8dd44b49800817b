/** The interaction lists, the inbox and the posts' threads (`/lecturers/v2/interactions/*`). */
import type { RouteSpec } from '../../http/route.ts';

/** Declared routes of interactions. */
export const interactionsRoutes: readonly RouteSpec[] = [];
