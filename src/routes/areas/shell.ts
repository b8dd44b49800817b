/** The back office's own login page. */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('login', '/login', 'LoginScreen', {
    title: 'page.login',
    layout: 'empty',
    audience: 'public',
    ownHeading: true,
  }),
] as const;
