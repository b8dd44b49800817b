/** Platform settings and administrators (administrators). */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('settings', '/settings', 'settings/SettingsScreen', {
    title: 'page.settings',
    section: 'settings',
  }),
] as const;
