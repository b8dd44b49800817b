/** The home page (the dashboard) and the administrator's calendar. */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('index', '/', 'dashboard/HomeScreen', { title: 'page.home' }),
  r('calendars', '/calendars', 'dashboard/CalendarScreen', {
    title: 'page.calendars',
    section: 'content',
    audience: 'admin',
    persist: true,
  }),
] as const;
