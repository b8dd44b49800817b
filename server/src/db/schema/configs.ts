/** Platform configuration. */
import * as pg from 'drizzle-orm/pg-core';

/** Platform configuration served by `GET /v2/configs`. */
export const configs = pg.pgTable('configs', {
  key: pg.text('key').primaryKey(),
  value: pg.text('value').notNull(),
});
