/** The uploads routes. */
import type { RouteSpec } from '../../http/route.ts';

/** Declared routes of this resource. */
export const uploadsRoutes: readonly RouteSpec[] = [];
