/** Groups of members. */
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment, primaryId, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/** Groups of members (a coupon may be limited to one). */
export const memberGroups = pg.pgTable('member_groups', {
  id: primaryId(),
  name: pg.text('name').notNull(),
  description: pg.text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who is in a group. */
export const memberGroupMembers = pg.pgTable(
  'member_group_members',
  {
    groupId: belongsTo('group_id', () => memberGroups.id),
    memberId: belongsTo('member_id', () => users.id),
    addedAt: moment('added_at').notNull().defaultNow(),
  },
  (table) => [
    pg.primaryKey({ columns: [table.groupId, table.memberId] }),
    pg.index('member_group_members_member_idx').on(table.memberId),
  ],
);
