/**
 * Writing the money: placing an order (priced by the pricing function, its coupon redeemed),
 * paying it (the invoice issued and the SALE income rows written) and refunding lines (REFUND
 * rows). The storefront, the demo seed and the tests place orders through here; the refund route
 * refunds through here, so every amount on every screen comes from the same rows.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REFUND_WINDOW_DAYS } from '../contract/plain/finances.ts';
import type {
  CarrierType,
  InvoiceType,
  OrderLineKind,
  PaymentMethod,
} from '../contract/plain/orders.ts';
import type { Database, Transaction } from '../db/index.ts';
import {
  couponCodes,
  couponRedemptions,
  coupons,
  courses,
  courseTeachs,
  discounts,
  incomes,
  orderEvents,
  orderLines,
  orders,
  packageCourses,
  packages,
} from '../db/schema.ts';
import { lineKey, loadPriceInput } from '../pricing/load.ts';
import { priceCart, type PricedLine } from '../pricing/price.ts';
import { type IncomeRow, type PartTerms, refundIncomes, saleIncomes } from './ledger.ts';

type Tx = Database | Transaction;

/** The invoice a member asked for at checkout. */
export interface InvoiceRequest {
  readonly type: InvoiceType;
  readonly carrierType: CarrierType | null;
  readonly carrierNumber: string;
  readonly companyTitle: string;
  readonly companyTaxId: string;
}

/** A personal invoice kept in the member carrier. */
export const MEMBER_INVOICE: InvoiceRequest = {
  type: 'PERSONAL',
  carrierType: 'MEMBER',
  carrierNumber: '',
  companyTitle: '',
  companyTaxId: '',
};

/** What a member checks out. */
export interface OrderRequest {
  readonly memberId: number;
  readonly courseIds: readonly number[];
  readonly packageIds: readonly number[];
  /** A code the member typed; a coupon that does not apply is left out of the order. */
  readonly couponCode: string | null;
  readonly paymentMethod: PaymentMethod;
  readonly invoice: InvoiceRequest;
  readonly at: Date;
}

/** Asia/Taipei day of a time as `YYYYMMDD`. */
function taipeiDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** An order number: `ORD-20261126-000123` (the Asia/Taipei day and the order id). */
export function orderNumber(id: number, at: Date): string {
  return `ORD-${taipeiDay(at)}-${String(id).padStart(6, '0')}`;
}

/** An e-invoice number: two letters of the two-month period and 8 digits from the order id. */
export function invoiceNumber(id: number, at: Date): string {
  const taipei = new Date(at.getTime() + 8 * 3600_000);
  const period = Math.floor(taipei.getUTCMonth() / 2);
  const first = String.fromCharCode(65 + ((taipei.getUTCFullYear() * 6 + period) % 26));
  const second = String.fromCharCode(65 + ((period * 4 + (id % 4)) % 26));
  return `${first}${second}${String(id % 100_000_000).padStart(8, '0')}`;
}

/**
 * Places an order (status UNPAID) at `request.at`: each line priced by `priceCart`, the coupon
 * kept only if it applies (then redeemed with the code typed). Returns the order id; throws when
 * the cart names nothing that exists.
 */
export async function placeOrder(tx: Tx, request: OrderRequest): Promise<number> {
  const { memberId, courseIds, packageIds, at } = request;
  const stored =
    request.couponCode === null
      ? null
      : await tx
          .select({ row: coupons, codeId: couponCodes.id, code: couponCodes.code })
          .from(couponCodes)
          .innerJoin(coupons, eq(coupons.id, couponCodes.couponId))
          .where(sql`lower(${couponCodes.code}) = lower(${request.couponCode})`)
          .then(([found]) => found ?? null);
  const input = await loadPriceInput(tx, {
    courseIds,
    packageIds,
    coupon: stored ? { row: stored.row, code: stored.code } : null,
    memberId,
    at,
  });
  if (input.lines.length === 0) throw new Error('An order needs a course or a package');
  const priced = priceCart(input);
  const applied = stored !== null && priced.coupon?.applied === true ? stored : null;
  const titles = await lineTitles(tx, courseIds, packageIds);
  const discountRows = await discountTerms(
    tx,
    priced.lines.flatMap((line) => line.discountId ?? []),
  );
  // The id first: the order number carries it. PGlite and node-postgres both answer { rows }.
  const next = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  const id = (next as { rows: { id: number }[] }).rows[0]?.id ?? 0;
  const orderNo = orderNumber(id, at);
  await tx.insert(orders).values({
    id,
    orderNo,
    memberId,
    status: 'UNPAID',
    paymentMethod: request.paymentMethod,
    listTotal: priced.listTotal,
    total: priced.total,
    couponId: applied?.row.id ?? null,
    couponCode: applied?.code ?? null,
    couponTitle: applied?.row.title ?? null,
    couponOff: applied ? (priced.coupon?.off ?? 0) : 0,
    hasCourse: titles.some((title) => title.kind === 'courses'),
    createdAt: at,
    invoiceType: request.invoice.type,
    carrierType: request.invoice.type === 'PERSONAL' ? request.invoice.carrierType : null,
    carrierNumber: request.invoice.carrierNumber,
    companyTitle: request.invoice.companyTitle,
    companyTaxId: request.invoice.companyTaxId,
  });
  await tx.insert(orderLines).values(
    input.lines.map((cartLine, sort) => {
      const line = priced.lines.find((candidate) => candidate.key === cartLine.key);
      const title = titles.find((candidate) => candidate.key === cartLine.key);
      const discount = discountRows.find((row) => row.id === line?.discountId);
      return {
        orderId: id,
        kind: title?.kind ?? 'courses',
        courseId: cartLine.kind === 'course' ? cartLine.id : null,
        packageId: cartLine.kind === 'package' ? cartLine.id : null,
        title: title?.title ?? '',
        ...linePrices(cartLine, line, discount, applied !== null),
        sort,
      };
    }),
  );
  if (!applied) {
    // A coupon that did not apply takes nothing off: the order is what the lines cost after discounts.
    const [sums] = await tx
      .select({ total: sql<number>`coalesce(sum(${orderLines.pays}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.orderId, id));
    await tx
      .update(orders)
      .set({ total: sums?.total ?? 0 })
      .where(eq(orders.id, id));
  } else {
    await tx.insert(couponRedemptions).values({
      couponId: applied.row.id,
      codeId: applied.codeId,
      memberId,
      orderNo,
      amountOff: priced.coupon?.off ?? 0,
      redeemedAt: at,
    });
  }
  await tx.insert(orderEvents).values({ orderId: id, type: 'CREATED', at });
  return id;
}

/** The kind and title of each cart line (a course line's kind is its item's: courses, ebooks, articles). */
async function lineTitles(
  tx: Tx,
  courseIds: readonly number[],
  packageIds: readonly number[],
): Promise<{ key: string; kind: OrderLineKind; title: string }[]> {
  const items =
    courseIds.length === 0
      ? []
      : await tx
          .select({ id: courses.id, kind: courses.kind, title: courses.title })
          .from(courses)
          .where(inArray(courses.id, [...courseIds]));
  const bundles =
    packageIds.length === 0
      ? []
      : await tx
          .select({ id: packages.id, title: packages.title })
          .from(packages)
          .where(inArray(packages.id, [...packageIds]));
  return [
    ...items.map((item) => ({
      key: lineKey('course', item.id),
      kind: item.kind,
      title: item.title,
    })),
    ...bundles.map((bundle) => ({
      key: lineKey('package', bundle.id),
      kind: 'packages' as const,
      title: bundle.title,
    })),
  ];
}

/** Titles and rates of the discounts applied. */
async function discountTerms(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: discounts.id, title: discounts.title, rate: discounts.rate })
    .from(discounts)
    .where(inArray(discounts.id, [...ids]));
}

/**
 * An order line's price columns: its lecturer and list price, the discount that applied, what the
 * discount and the coupon took off and what is paid (a coupon that does not apply to the order
 * takes nothing: its part stays in what is paid).
 */
export function linePrices(
  cartLine: { readonly lecturerId: number; readonly listPrice: number },
  line: PricedLine | undefined,
  discount: { readonly id: number; readonly title: string; readonly rate: number } | undefined,
  couponApplies: boolean,
) {
  return {
    lecturerId: cartLine.lecturerId,
    listPrice: cartLine.listPrice,
    discountId: discount?.id ?? null,
    discountTitle: discount?.title ?? null,
    discountRate: discount?.rate ?? null,
    discountOff: line?.discountOff ?? 0,
    couponOff: couponApplies ? (line?.couponOff ?? 0) : 0,
    pays: couponApplies ? (line?.pays ?? 0) : (line?.pays ?? 0) + (line?.couponOff ?? 0),
  };
}

/** The columns of an item a line's parts are divided by. */
const partColumns = {
  id: courses.id,
  title: courses.title,
  price: courses.price,
  platformShare: courses.platformShare,
  lecturerId: courses.lecturerId,
};

/** The parts of a line with their current terms: platform share and lecturers' shares (owner first). */
export async function lineParts(
  tx: Tx,
  line: {
    readonly courseId: number | null;
    readonly packageId: number | null;
    readonly kind: OrderLineKind;
    readonly title: string;
  },
): Promise<PartTerms[]> {
  const items =
    line.packageId !== null
      ? await tx
          .select(partColumns)
          .from(packageCourses)
          .innerJoin(courses, eq(courses.id, packageCourses.courseId))
          .where(eq(packageCourses.packageId, line.packageId))
          .orderBy(asc(packageCourses.sort), asc(courses.id))
      : line.courseId !== null
        ? await tx.select(partColumns).from(courses).where(eq(courses.id, line.courseId))
        : [];
  if (items.length === 0) return [];
  const teachs = await tx
    .select({
      courseId: courseTeachs.courseId,
      lecturerId: courseTeachs.lecturerId,
      share: courseTeachs.share,
    })
    .from(courseTeachs)
    .where(
      inArray(
        courseTeachs.courseId,
        items.map((item) => item.id),
      ),
    )
    .orderBy(asc(courseTeachs.createdAt), asc(courseTeachs.lecturerId));
  return items.map((item) => {
    const mine = teachs.filter((teach) => teach.courseId === item.id);
    const owner = mine.filter((teach) => teach.lecturerId === item.lecturerId);
    const others = mine.filter((teach) => teach.lecturerId !== item.lecturerId);
    const holders =
      mine.length === 0
        ? [{ lecturerId: item.lecturerId, share: 100 }]
        : [...owner, ...others].map((teach) => ({
            lecturerId: teach.lecturerId,
            share: teach.share,
          }));
    return {
      courseId: item.id,
      title: line.packageId !== null ? item.title : line.title,
      kind: line.packageId !== null ? 'packages' : line.kind,
      weight: item.price,
      platformShare: item.platformShare,
      holders,
    };
  });
}

/** The income rows to insert for a line's movement. */
function incomeValues(
  rows: readonly IncomeRow[],
  where: { orderId: number; lineId: number; eventId: number | null; at: Date; availableAt: Date },
) {
  return rows.map((row) => ({ ...row, ...where }));
}

/**
 * Marks an UNPAID order paid at `at`: the invoice is issued, each line's payment divided into
 * SALE income rows with the shares of now, available after the refund window.
 */
export async function payOrder(tx: Tx, orderId: number, at: Date): Promise<void> {
  const number = invoiceNumber(orderId, at);
  const [order] = await tx
    .update(orders)
    .set({ status: 'PAID', paidAt: at, invoiceNumber: number, invoiceIssuedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'UNPAID')))
    .returning({ id: orders.id });
  if (!order) throw new Error(`Order ${orderId} is not waiting for payment`);
  await tx.insert(orderEvents).values([
    { orderId, type: 'PAID', at },
    { orderId, type: 'INVOICE_ISSUED', at, detail: number },
  ]);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const availableAt = new Date(at.getTime() + REFUND_WINDOW_DAYS * 86_400_000);
  const values = [];
  for (const line of lines) {
    const parts = await lineParts(tx, line);
    values.push(
      ...incomeValues(saleIncomes(line.pays, parts), {
        orderId,
        lineId: line.id,
        eventId: null,
        at,
        availableAt,
      }),
    );
  }
  if (values.length > 0) await tx.insert(incomes).values(values);
}

/** Cancels an UNPAID order (its payment never came). */
export async function cancelOrder(tx: Tx, orderId: number, at: Date): Promise<void> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'CANCELLED' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'UNPAID')))
    .returning({ id: orders.id });
  if (!order) throw new Error(`Order ${orderId} is not waiting for payment`);
  await tx.insert(orderEvents).values({ orderId, type: 'CANCELLED', at });
}

/** Why a refund is refused. */
export type RefundRefusal = 'not_paid' | 'unknown_line' | 'too_much';

/**
 * Refunds amounts of a paid order's lines at `at` (the caller checked the viewer): a REFUNDED event
 * per line, the lines' and the order's refunded totals, its status, and REFUND income rows taking
 * back each party's part (available at once: they lower the balance). Returns a refusal instead
 * of writing anything when the order is not paid, a line is not its own or an amount is more than
 * what is left of the line.
 */
export async function refundLines(
  tx: Tx,
  request: {
    readonly orderId: number;
    readonly lines: readonly { readonly lineId: number; readonly amount: number }[];
    readonly reason: string;
    readonly actorId: number;
    readonly at: Date;
  },
): Promise<RefundRefusal | null> {
  const { orderId, reason, actorId, at } = request;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || (order.status !== 'PAID' && order.status !== 'PARTIALLY_REFUNDED'))
    return 'not_paid';
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const asked = new Map<number, number>();
  for (const { lineId, amount } of request.lines)
    asked.set(lineId, (asked.get(lineId) ?? 0) + amount);
  for (const [lineId, amount] of asked) {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) return 'unknown_line';
    if (amount > line.pays - line.refunded) return 'too_much';
  }
  let total = 0;
  for (const [lineId, amount] of asked) {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) continue;
    const [event] = await tx
      .insert(orderEvents)
      .values({ orderId, type: 'REFUNDED', at, actorId, amount, reason, lineId })
      .returning({ id: orderEvents.id });
    const sale = await tx
      .select()
      .from(incomes)
      .where(and(eq(incomes.lineId, lineId), eq(incomes.kind, 'SALE'), isNull(incomes.splitFrom)))
      .orderBy(asc(incomes.id));
    const rows = refundIncomes(sale, line.refunded, line.refunded + amount);
    if (rows.length > 0) {
      await tx
        .insert(incomes)
        .values(
          incomeValues(rows, { orderId, lineId, eventId: event?.id ?? null, at, availableAt: at }),
        );
    }
    await tx
      .update(orderLines)
      .set({ refunded: line.refunded + amount })
      .where(eq(orderLines.id, lineId));
    total += amount;
  }
  const refunded = order.refunded + total;
  await tx
    .update(orders)
    .set({ refunded, status: refunded >= order.total ? 'REFUNDED' : 'PARTIALLY_REFUNDED' })
    .where(eq(orders.id, orderId));
  return null;
}
