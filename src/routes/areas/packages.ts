/** Packages (bundles of courses) of a lecturer. */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('packages', '/packages', 'packages/PackageListScreen', {
    list: true,
    persist: true,
    audience: 'lecturer',
    title: 'page.packages',
    section: 'content',
  }),
] as const;
