/** Every declared route of the API, resource by resource. */
import type { RouteSpec } from '../http/route.ts';
import { aiRoutes } from './ai/routes.ts';
import { appliesRoutes } from './applies/routes.ts';
import { announcementsRoutes } from './announcements/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { chaptersRoutes } from './chapters/routes.ts';
import { compilerRoutes } from './compiler/routes.ts';
import { discountsRoutes } from './discounts/routes.ts';
import { couponsRoutes } from './coupons/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { interactionsRoutes } from './interactions/routes.ts';
import { itemPricesRoutes } from './item-prices/routes.ts';
import { itemTeachsRoutes } from './item-teachs/routes.ts';
import { itemTypesRoutes } from './item-types/routes.ts';
import { itemsRoutes } from './items/routes.ts';
import { lecturerProfilesRoutes } from './lecturer-profiles/routes.ts';
import { lecturersRoutes } from './lecturers/routes.ts';
import { lecturesRoutes } from './lectures/routes.ts';
import { mailRoutes } from './mail/routes.ts';
import { memberGroupsRoutes } from './member-groups/routes.ts';
import { meRoutes } from './me/routes.ts';
import { membersRoutes } from './members/routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { packagesRoutes } from './packages/routes.ts';
import { platformRoutes } from './platform/routes.ts';
import { categoriesRoutes } from './categories/routes.ts';
import { professionsRoutes } from './professions/routes.ts';
import { remittancesRoutes } from './remittances/routes.ts';
import { revenuesRoutes } from './revenues/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { subtitlesRoutes } from './subtitles/routes.ts';
import { trashRoutes } from './trash/routes.ts';
import { uploadsRoutes } from './uploads/routes.ts';
import { withItemScope } from '../items/routing.ts';

/** The routes the server serves (and the OpenAPI document lists); item routes check scope first. */
export const allRoutes: readonly RouteSpec[] = [
  ...authRoutes,
  ...meRoutes,
  ...platformRoutes,
  ...itemsRoutes,
  ...itemPricesRoutes,
  ...itemTeachsRoutes,
  ...itemTypesRoutes,
  ...lecturersRoutes,
  ...categoriesRoutes,
  ...professionsRoutes,
  ...uploadsRoutes,
  ...chaptersRoutes,
  ...lecturesRoutes,
  ...subtitlesRoutes,
  ...compilerRoutes,
  ...aiRoutes,
  ...interactionsRoutes,
  ...announcementsRoutes,
  ...packagesRoutes,
  ...discountsRoutes,
  ...couponsRoutes,
  ...appliesRoutes,
  ...remittancesRoutes,
  ...revenuesRoutes,
  ...dashboardRoutes,
  ...ordersRoutes,
  ...memberGroupsRoutes,
  ...settingsRoutes,
  ...mailRoutes,
  ...membersRoutes,
  ...lecturerProfilesRoutes,
  ...trashRoutes,
  ...searchRoutes,
].map(withItemScope);
