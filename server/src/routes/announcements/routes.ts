/** Announcements and their discussions (`/lecturers/v2/announcements/*`). */
import type { RouteSpec } from '../../http/route.ts';

/** Declared routes of announcements. */
export const announcementsRoutes: readonly RouteSpec[] = [];
