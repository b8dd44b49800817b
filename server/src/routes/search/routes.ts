/**
 * The command palette's search (`GET /lecturers/v2/search?q=`): every back-office user may ask;
 * each kind answers only when the viewer may open its list, by that list's own rule (a lecturer:
 * the items they own or co-teach and their coupons; an administrator: each section's permission).
 */
import { allows, roleAccess, type Access } from '../../auth/access.ts';
import { lecturerReadAccess, memberReadAccess, orderReadAccess } from '../../auth/area-access.ts';
import { searchContract, type SearchHit } from '../../contract/search.ts';
import { searchKinds, type SearchKind } from '../../contract/plain/search.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { itemReadAccess } from '../../items/routing.ts';
import { couponReadAccess } from '../../selling/access.ts';
import { findCoupons, findItems, findOrders, findPeople, needleOf } from './find.ts';

/** The list rule each kind follows. */
const kindAccess: Readonly<Record<SearchKind, Access>> = {
  order: orderReadAccess,
  member: memberReadAccess,
  course: itemReadAccess,
  ebook: itemReadAccess,
  article: itemReadAccess,
  lecturer: lecturerReadAccess,
  coupon: couponReadAccess,
};

/** Declared routes of the search. */
export const searchRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: searchContract.search,
    summary:
      'What the viewer may open, found by the typed text `q` (at most 100 characters; empty finds nothing): orders by number (a prefix) or id, members and lecturers by name, real name, e-mail (and a member by phone) or id, courses, ebooks and articles by title, subtitle or id, coupons by code or title (literal, case-insensitive). At most 5 of each kind, a whole match first, then the newest. A kind answers only for a viewer its list answers: a lecturer gets the items they own or co-teach and their own coupons, never orders, members or lecturers; an administrator each kind whose permission they hold.',
    tag: 'search',
    access: roleAccess(['ADMIN', 'TEACHER']),
    readOnly: true,
    handler: async ({ tx, viewer, role, query }) => {
      if (query.q === '') return { data: [] };
      const needle = needleOf(query.q);
      const may = (kind: SearchKind) => allows(kindAccess[kind], viewer, role);
      const found: Record<SearchKind, () => Promise<Omit<SearchHit, 'kind'>[]>> = {
        order: () => findOrders(tx, needle),
        member: () => findPeople(tx, 'member', needle),
        course: () => findItems(tx, viewer, role, 'courses', needle),
        ebook: () => findItems(tx, viewer, role, 'ebooks', needle),
        article: () => findItems(tx, viewer, role, 'articles', needle),
        lecturer: () => findPeople(tx, 'lecturer', needle),
        coupon: () => findCoupons(tx, viewer, role, needle),
      };
      const data: SearchHit[] = [];
      // One after another: the queries share the request's transaction.
      for (const kind of searchKinds) {
        if (!may(kind)) continue;
        for (const hit of await found[kind]()) data.push({ kind, ...hit });
      }
      return { data };
    },
  }),
];
