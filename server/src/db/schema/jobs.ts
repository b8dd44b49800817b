/** Background jobs shared by every API process on one database (server/src/jobs/). */
import * as pg from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * Who runs a timed job right now: a run starts only in the process that takes its job's lease (no
 * row, or one whose `until` has passed) and ends by removing it; a process killed mid-run leaves
 * a lease that others take once it has run out.
 */
export const jobLeases = pg.pgTable('job_leases', {
  name: pg.text('name').primaryKey(),
  /** The runner holding it (a random id drawn by each runner). */
  holder: pg.text('holder').notNull(),
  /** When it runs out unless renewed. */
  until: moment('until').notNull(),
});
