/** Who is a member: the accounts without a role (administrators and lecturers have their own areas). */
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema.ts';

/** Whether a user is a member: no role. */
export const isMember: SQL = sql`cardinality(${users.roles}) = 0`;
