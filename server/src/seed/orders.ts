/**
 * The demo's orders and the money they made (issue #17): for each group of the marketplace a year
 * of orders up to the seed's time by the group's students (seed/order-plan.ts: priced by
 * `priceCart`, divided by `saleIncomes` / `refundIncomes`), their coupon redemptions, the
 * lecturers' payout accounts and the demo lecturers' applies and remittances (seed/payouts.ts).
 * The catalogue is read once; rows go in with bulk inserts (`insertJson`), explicit ids, the
 * sequences moved past them at the end.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Transaction } from '../db/index.ts';
import {
  applies,
  couponRedemptions,
  incomes,
  orderEvents,
  orderLines,
  orders,
  payoutAccounts,
  remittances,
} from '../db/schema.ts';
import type { ShareHolder } from '../money/split.ts';
import {
  DEMO_LECTURER_EMAILS,
  insertJson,
  chunks,
  lecturerEmail,
  LECTURERS_PER_GROUP,
  prng,
} from './marketplace.ts';
import {
  type Catalogue,
  type CatalogueCoupon,
  type CatalogueItem,
  type CataloguePackage,
  type NextIds,
  orderCount,
  planOrders,
  type PlannedOrders,
} from './order-plan.ts';
import { type AccountValues, planAccounts, planApplies } from './payouts.ts';
import { DEMO_STUDENT_EMAIL, DEMO_STUDENTS, STUDENTS_PER_GROUP, studentEmail } from './students.ts';

type Tx = Database | Transaction;

/** Groups planned and stored per transaction. */
const GROUPS_PER_TRANSACTION = 10;

/** Orders the seed makes at a scale (fixed by the plan). */
export function orderCounts(scale: number): { orders: number } {
  let total = 0;
  for (let group = 0; group < scale; group += 1)
    total += orderCount(group, group === 0 ? DEMO_LECTURER_EMAILS.length : 0);
  return { orders: total };
}

/** The rows a query answers (PGlite and node-postgres both answer { rows }). */
/** The lecturer emails of a group (group 0: the demo lecturers and its eight). */
function groupLecturers(group: number): string[] {
  const own = Array.from({ length: LECTURERS_PER_GROUP }, (_, k) =>
    lecturerEmail(3 + group * LECTURERS_PER_GROUP + k),
  );
  return group === 0 ? [...DEMO_LECTURER_EMAILS, ...own] : own;
}

/** The student emails of a group (group 0: the demo's student and learner01..30). */
function groupBuyers(group: number): string[] {
  if (group === 0)
    return [
      DEMO_STUDENT_EMAIL,
      ...Array.from({ length: DEMO_STUDENTS }, (_, i) => studentEmail(i + 1)),
    ];
  const first = DEMO_STUDENTS + (group - 1) * STUDENTS_PER_GROUP + 1;
  return Array.from({ length: STUDENTS_PER_GROUP }, (_, i) => studentEmail(first + i));
}

/** Everything orders are drawn from, read once. */
interface Market {
  readonly users: ReadonlyMap<string, { id: number; name: string }>;
  readonly items: readonly CatalogueItem[];
  readonly packages: readonly CataloguePackage[];
  readonly discounts: Catalogue['discounts'];
  readonly coupons: readonly CatalogueCoupon[];
  readonly adminId: number;
}

/** A course as read for the catalogue. */
interface CourseRow {
  id: number;
  kind: CatalogueItem['kind'];
  title: string;
  lecturer_id: number;
  price: number;
  platform_share: number;
  status: string;
}

/** Reads users, published priced items with their shares, packages, discounts and coupons. */
async function readMarket(tx: Tx): Promise<Market> {
  const users = new Map(
    (
      await rowsOf<{ id: number; email: string; name: string }>(
        tx,
        sql`select id, email, name from users`,
      )
    ).map((user) => [user.email.toLowerCase(), { id: user.id, name: user.name }]),
  );
  const teachs = new Map<number, { lecturerId: number; share: number }[]>();
  for (const teach of await rowsOf<{ course_id: number; lecturer_id: number; share: number }>(
    tx,
    sql`select course_id, lecturer_id, share from course_teachs order by created_at, lecturer_id`,
  )) {
    const list = teachs.get(teach.course_id) ?? [];
    list.push({ lecturerId: teach.lecturer_id, share: teach.share });
    teachs.set(teach.course_id, list);
  }
  const holdersOf = (courseId: number, ownerId: number): ShareHolder[] => {
    const mine = teachs.get(courseId) ?? [];
    if (mine.length === 0) return [{ lecturerId: ownerId, share: 100 }];
    return [
      ...mine.filter((teach) => teach.lecturerId === ownerId),
      ...mine.filter((teach) => teach.lecturerId !== ownerId),
    ];
  };
  const courseRows = await rowsOf<CourseRow>(
    tx,
    sql`select id, kind, title, lecturer_id, price, platform_share, status from courses order by id`,
  );
  const byId = new Map(courseRows.map((row) => [row.id, row]));
  const items = courseRows
    .filter((row) => row.status === 'PUBLISH' && row.price > 0)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      lecturerId: row.lecturer_id,
      price: row.price,
      platformShare: row.platform_share,
      holders: holdersOf(row.id, row.lecturer_id),
    }));
  const packageCourses = await rowsOf<{ package_id: number; course_id: number }>(
    tx,
    sql`select package_id, course_id from package_courses order by package_id, sort, course_id`,
  );
  const packages = (
    await rowsOf<{ id: number; title: string; lecturer_id: number; price: number }>(
      tx,
      sql`select id, title, lecturer_id, price from packages where status = 'PUBLISH' order by id`,
    )
  ).map((bundle) => ({
    id: bundle.id,
    title: bundle.title,
    lecturerId: bundle.lecturer_id,
    price: bundle.price,
    parts: packageCourses
      .filter((row) => row.package_id === bundle.id)
      .flatMap((row) => {
        const course = byId.get(row.course_id);
        return course
          ? [
              {
                courseId: course.id,
                title: course.title,
                kind: 'packages' as const,
                weight: course.price,
                platformShare: course.platform_share,
                holders: holdersOf(course.id, course.lecturer_id),
              },
            ]
          : [];
      }),
  }));
  const discounts = (
    await rowsOf<{
      id: number;
      kind: 'SINGLE' | 'PACKAGE';
      course_id: number | null;
      package_id: number | null;
      title: string;
      rate: number;
      starts_at: string;
      ends_at: string;
      ended_at: string | null;
    }>(
      tx,
      sql`select id, kind, course_id, package_id, title, rate, starts_at, ends_at, ended_at from discounts`,
    )
  ).map((row) => ({
    id: row.id,
    kind: row.kind,
    targetId: (row.kind === 'SINGLE' ? row.course_id : row.package_id) ?? 0,
    title: row.title,
    rate: row.rate,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
  }));
  const codes = await rowsOf<{ id: number; coupon_id: number; code: string; generated: boolean }>(
    tx,
    sql`select id, coupon_id, code, generated from coupon_codes order by coupon_id, generated, id`,
  );
  const named = await rowsOf<{ coupon_id: number; course_id: number }>(
    tx,
    sql`select coupon_id, course_id from coupon_courses order by coupon_id, course_id`,
  );
  const coupons = (
    await rowsOf<{
      id: number;
      title: string;
      lecturer_id: number | null;
      type: 'AMOUNT' | 'PERCENT';
      amount: number | null;
      rate: number | null;
      min_spend: number;
      scope: 'ALL' | 'COURSES' | 'BUNDLE';
      starts_at: string;
      ends_at: string | null;
      total_limit: number | null;
      per_member_limit: number | null;
      disabled: boolean;
    }>(tx, sql`select * from coupons order by id`)
  ).map((row): CatalogueCoupon => ({
    title: row.title,
    terms: {
      id: row.id,
      type: row.type,
      amount: row.amount ?? 0,
      rate: row.rate ?? 100,
      minSpend: row.min_spend,
      scope: row.scope,
      courseIds: named.filter((link) => link.coupon_id === row.id).map((link) => link.course_id),
      lecturerId: row.lecturer_id,
      startsAt: new Date(row.starts_at),
      endsAt: row.ends_at === null ? null : new Date(row.ends_at),
      disabled: row.disabled,
      totalLimit: row.total_limit,
      perMemberLimit: row.per_member_limit,
    },
    codes: codes
      .filter((code) => code.coupon_id === row.id)
      .map((code) => ({ id: code.id, code: code.code, generated: code.generated })),
  }));
  const adminId = users.get('admin@example.com')?.id;
  if (adminId === undefined) throw new Error('The orders seed needs admin@example.com');
  return { users, items, packages, discounts, coupons, adminId };
}

/** The catalogue of one group. */
function catalogueOf(market: Market, group: number): Catalogue {
  const lecturers = new Set(
    groupLecturers(group).flatMap((email) => market.users.get(email)?.id ?? []),
  );
  const items = market.items.filter((item) => lecturers.has(item.lecturerId));
  const packages = market.packages.filter((bundle) => lecturers.has(bundle.lecturerId));
  return {
    items,
    packages,
    discounts: market.discounts.filter((discount) =>
      discount.kind === 'SINGLE'
        ? items.some((item) => item.id === discount.targetId)
        : packages.some((bundle) => bundle.id === discount.targetId),
    ),
    coupons: market.coupons.filter(
      (coupon) => coupon.terms.lecturerId === null || lecturers.has(coupon.terms.lecturerId),
    ),
    buyers: groupBuyers(group).flatMap((email) => market.users.get(email)?.id ?? []),
    favoured:
      group === 0 ? DEMO_LECTURER_EMAILS.flatMap((email) => market.users.get(email)?.id ?? []) : [],
    adminId: market.adminId,
  };
}

/** The next id of a table (past its largest). */
async function nextId(tx: Tx, table: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql.raw(`select coalesce(max(id), 0)::int + 1 as id from "${table}"`),
  );
  return row?.id ?? 1;
}

/** Moves a table's id sequence past its rows. */
async function syncSequence(tx: Tx, table: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from "${table}"), 1), (select count(*) > 0 from "${table}"))`,
    ),
  );
}

/** Inserts rows in batches. */
async function insertAll<T extends Parameters<typeof insertJson>[1]>(
  tx: Tx,
  table: T,
  values: readonly Parameters<typeof insertJson<T>>[2][number][],
): Promise<void> {
  for (const batch of chunks(values)) await insertJson(tx, table, batch, { returnIds: false });
}

/** Stores a plan's rows (orders before what points at them). */
async function storeOrders(tx: Tx, planned: PlannedOrders): Promise<void> {
  await insertAll(tx, orders, planned.orders);
  await insertAll(tx, orderLines, planned.lines);
  await insertAll(tx, orderEvents, planned.events);
  await insertAll(tx, incomes, planned.incomes);
  await insertAll(tx, couponRedemptions, planned.redemptions);
}

/**
 * Seeds the orders of a scale up to `now`, the payout accounts and the demo lecturers' applies:
 * group 0 with the applies in one transaction, further groups ten per transaction.
 */
export async function seedOrders(db: Database, scale: number, now: Date): Promise<void> {
  if (scale < 1) return;
  const market = await readMarket(db);
  const ids: NextIds = {
    order: await nextId(db, 'orders'),
    line: await nextId(db, 'order_lines'),
    event: await nextId(db, 'order_events'),
    income: await nextId(db, 'incomes'),
  };
  const planGroupOrders = (group: number) =>
    planOrders(
      prng(0x0de4_5eed ^ Math.imul(group + 1, 2_654_435_761)),
      catalogueOf(market, group),
      group,
      now,
      ids,
    );
  await db.transaction(async (tx) => {
    const planned = planGroupOrders(0);
    const lecturers = groupLecturers(0).flatMap((email) => market.users.get(email) ?? []);
    const [teacher, teacher2] = DEMO_LECTURER_EMAILS.map((email) => market.users.get(email)?.id);
    const accountsCreated = new Date(now.getTime() - 400 * 86_400_000);
    const accounts = planAccounts(lecturers, teacher ?? 0, accountsCreated);
    await insertAll(tx, payoutAccounts, accounts);
    const applyIds = {
      apply: await nextId(tx, 'applies'),
      remittance: await nextId(tx, 'remittances'),
    };
    const mainOf = (id: number): AccountValues | undefined =>
      accounts.find((account) => account.lecturerId === id && account.main);
    const plans = [
      { id: teacher, reject: true, pending: false },
      { id: teacher2, reject: false, pending: true },
    ].flatMap(({ id, reject, pending }) => {
      const account = id === undefined ? undefined : mainOf(id);
      if (id === undefined || !account) return [];
      return [
        planApplies(planned.incomes, {
          lecturerId: id,
          account,
          adminId: market.adminId,
          now,
          reject,
          pending,
          ids: applyIds,
        }),
      ];
    });
    await insertAll(
      tx,
      applies,
      plans.flatMap((plan) => plan.applies),
    );
    await insertAll(
      tx,
      remittances,
      plans.flatMap((plan) => plan.remittances),
    );
    await storeOrders(tx, planned);
    for (const table of ['applies', 'remittances'] as const) await syncSequence(tx, table);
  });
  for (let start = 1; start < scale; start += GROUPS_PER_TRANSACTION) {
    await db.transaction(async (tx) => {
      const end = Math.min(scale, start + GROUPS_PER_TRANSACTION);
      for (let group = start; group < end; group += 1) {
        const lecturers = groupLecturers(group).flatMap((email) => market.users.get(email) ?? []);
        await insertAll(tx, payoutAccounts, planAccounts(lecturers, 0, now));
        await storeOrders(tx, planGroupOrders(group));
      }
    });
  }
  for (const table of [
    'orders',
    'order_lines',
    'order_events',
    'incomes',
    'payout_accounts',
    'coupon_redemptions',
  ])
    await syncSequence(db, table);
}
