/** Member groups (administrators): the list, a new group and a group's screens. */
import { inSection } from '../define.ts';

/** Declares one of the area's routes: they all hang under the members section. */
const route = inSection('members');

/** The area's screens. */
export const routes = [
  route('member-groups', '/member-groups', 'member-groups/MemberGroupListScreen', {
    list: true,
    title: 'page.memberGroups',
  }),
  route('member-groups-create', '/member-groups/create', 'member-groups/MemberGroupCreateScreen', {
    title: 'page.memberGroups.create',
    link: 'member-groups',
  }),
  route(
    'member-groups-group_id-mode',
    '/member-groups/{group_id?}/{mode}',
    'member-groups/MemberGroupScreen',
    {
      list: true,
      title: 'page.memberGroups.detail',
      link: 'member-groups',
      sidebar: false,
    },
  ),
] as const;
