/** Announcements: the list under interactions, a new one, and one's edit and view screens. */
import { inSection, type TabSpec } from '../define.ts';

/** Declares one of the area's routes: they all hang under the interactions section. */
const route = inSection('interactions');

/** The area's screens. */
export const routes = [
  route(
    'interactions-index-announcements',
    '/interactions/announcements/{announcement_id?}',
    'announcements/AnnouncementListScreen',
    {
      list: true,
      title: 'page.interactions.announcements',
      persist: true,
    },
  ),
  route(
    'interactions-index-announcements-create',
    '/interactions/announcements/create',
    'announcements/AnnouncementCreateScreen',
    {
      title: 'page.interactions.announcementCreate',
      link: 'interactions-index-announcements',
    },
  ),
  route(
    'interactions-announcements-announcement_id-edit',
    '/interactions/announcements/{announcement_id?}/edit',
    'announcements/AnnouncementEditScreen',
    {
      title: 'page.interactions.announcementEdit',
      layout: 'edit',
      tabs: 'announcement',
      link: 'interactions-index-announcements',
    },
  ),
  route(
    'interactions-announcements-announcement_id-edit-view',
    '/interactions/announcements/{announcement_id?}/edit/view',
    'announcements/AnnouncementViewScreen',
    {
      title: 'page.interactions.announcementView',
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
