/**
 * The lists' keyword searches can read trigram indexes (pg_trgm, loaded by PGlite too): with
 * sequential scans priced out, the plan of each search's condition, written as the list writes it
 * (`ilike '%…%'` on each column, a post's authors as `= any(array(…))`), reads every index it
 * names. Without the extension, an index or a matching expression, the plan scans the table.
 */
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestApi } from '../testing/harness.ts';
import { rowsOf } from './index.ts';

const api = await openTestApi();

/** The plan of a query, with sequential scans priced out. */
async function planOf(query: SQL): Promise<string> {
  return api.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const pattern = '%learner42%';

describe('the keyword searches', () => {
  it.each([
    [
      'members and lecturers (name, real name, e-mail, phone)',
      sql`select id from users where name ilike ${pattern} or real_name ilike ${pattern} or email ilike ${pattern} or phone ilike ${pattern}`,
      [
        'users_name_trgm_idx',
        'users_real_name_trgm_idx',
        'users_email_trgm_idx',
        'users_phone_trgm_idx',
      ],
    ],
    [
      "orders (an order number's start, the buyer's e-mail)",
      sql`select id from orders where lower(order_no) like lower(${'learner42%'}) or member_id = any(array(select u.id from users u where u.email ilike ${pattern}))`,
      ['orders_order_no_pattern_idx', 'orders_member_idx', 'users_email_trgm_idx'],
    ],
    [
      'items (title, subtitle)',
      sql`select id from courses where title ilike ${pattern} or subtitle ilike ${pattern}`,
      ['courses_title_trgm_idx', 'courses_subtitle_trgm_idx'],
    ],
    [
      "posts (body, title, the author's name)",
      sql`select id from interactions where body ilike ${pattern} or title ilike ${pattern} or author_id = any(array(select id from users where name ilike ${pattern}))`,
      [
        'interactions_body_trgm_idx',
        'interactions_title_trgm_idx',
        'interactions_author_idx',
        'users_name_trgm_idx',
      ],
    ],
  ])('%s read the trigram indexes', async (_name, query, indexes) => {
    const plan = await planOf(query);
    expect(plan).not.toMatch(/Seq Scan/);
    for (const index of indexes) expect(plan).toContain(index);
  });
});
