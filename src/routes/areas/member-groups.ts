/** Member groups (administrators): the list, a new group and a group's screens. */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('member-groups', '/member-groups', 'member-groups/MemberGroupListScreen', {
    list: true,
    title: 'page.memberGroups',
    section: 'members',
  }),
  r('member-groups-create', '/member-groups/create', 'member-groups/MemberGroupCreateScreen', {
    title: 'page.memberGroups.create',
    section: 'members',
    link: 'member-groups',
  }),
  r(
    'member-groups-group_id-mode',
    '/member-groups/{group_id?}/{mode}',
    'member-groups/MemberGroupScreen',
    {
      list: true,
      title: 'page.memberGroups.detail',
      section: 'members',
      link: 'member-groups',
      sidebar: false,
    },
  ),
] as const;
