/** The auth routes. */
import type { RouteSpec } from '../../http/route.ts';

/** Declared routes of this resource. */
export const authRoutes: readonly RouteSpec[] = [];
