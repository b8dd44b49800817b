/** Every declared route of the API, resource by resource. */
import type { RouteSpec } from '../http/route.ts';
import { authRoutes } from './auth/routes.ts';
import { coursesRoutes } from './courses/routes.ts';
import { meRoutes } from './me/routes.ts';
import { platformRoutes } from './platform/routes.ts';
import { uploadsRoutes } from './uploads/routes.ts';

/** The routes the server serves (and the OpenAPI document lists). */
export const allRoutes: readonly RouteSpec[] = [
  ...authRoutes,
  ...meRoutes,
  ...platformRoutes,
  ...coursesRoutes,
  ...uploadsRoutes,
];
