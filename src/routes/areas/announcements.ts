/** Announcements: the list under interactions, a new one, and one's edit and view screens. */
import { r, type TabSpec } from '../define.ts';

/** The area's screens. */
export const routes = [
  r(
    'interactions-index-announcements',
    '/interactions/announcements/{announcement_id?}',
    'announcements/AnnouncementListScreen',
    {
      list: true,
      title: 'page.interactions.announcements',
      section: 'interactions',
      persist: true,
    },
  ),
  r(
    'interactions-index-announcements-create',
    '/interactions/announcements/create',
    'announcements/AnnouncementCreateScreen',
    {
      title: 'page.interactions.announcementCreate',
      section: 'interactions',
      link: 'interactions-index-announcements',
    },
  ),
  r(
    'interactions-announcements-announcement_id-edit',
    '/interactions/announcements/{announcement_id?}/edit',
    'announcements/AnnouncementEditScreen',
    {
      title: 'page.interactions.announcementEdit',
      section: 'interactions',
      layout: 'edit',
      tabs: 'announcement',
      link: 'interactions-index-announcements',
    },
  ),
  r(
    'interactions-announcements-announcement_id-edit-view',
    '/interactions/announcements/{announcement_id?}/edit/view',
    'announcements/AnnouncementViewScreen',
    {
      title: 'page.interactions.announcementView',
      section: 'interactions',
      layout: 'edit',
      tabs: 'announcement',
      link: 'interactions-index-announcements',
    },
  ),
] as const;

/** The area's tab groups. */
export const tabs = {
  announcement: [
    { route: 'interactions-announcements-announcement_id-edit', title: 'tab.announcement.edit' },
    {
      route: 'interactions-announcements-announcement_id-edit-view',
      title: 'tab.announcement.view',
    },
  ],
} as const satisfies Readonly<Record<string, readonly TabSpec[]>>;
