/** Packages (bundles of courses): a lecturer's own, and the administrators' review of all. */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('packages', '/packages', 'packages/PackageListScreen', {
    list: true,
    persist: true,
    audience: 'all',
    title: 'page.packages',
    section: 'content',
  }),
  r('management-packages', '/management-packages', 'packages/PackageReviewScreen', {
    list: true,
    persist: true,
    audience: 'admin',
    title: 'page.managementPackages',
    section: 'coupons',
  }),
] as const;
