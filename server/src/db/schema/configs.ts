/** Platform configuration. */
import { pgTable, text } from 'drizzle-orm/pg-core';

/** Platform configuration served by `GET /v2/configs`. */
export const configs = pgTable('configs', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
