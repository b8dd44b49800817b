/**
 * The demo's orders, planned in memory (pure: no database, no clock; `now` is an input): for one
 * group of the marketplace, a year of orders up to `now` by the group's students, priced by the
 * API's own `priceCart` with the coupon's uses so far, their events, and the income rows
 * `saleIncomes` / `refundIncomes` divide, as `placeOrder`, `payOrder` and `refundLines` write them.
 * Ids are given here (from `ids`), so the rows go in with bulk inserts.
 */
import { REFUND_WINDOW_DAYS } from '../contract/plain/finances.ts';
import type {
  CarrierType,
  InvoiceType,
  OrderLineKind,
  OrderStatus,
  PaymentMethod,
} from '../contract/plain/orders.ts';
import { invoiceNumber, linePrices, orderNumber } from '../money/orders.ts';
import { type IncomeRow, type PartTerms, refundIncomes, saleIncomes } from '../money/ledger.ts';
import type { ShareHolder } from '../money/split.ts';
import { lineKey } from '../pricing/load.ts';
import {
  type CartLine,
  type PriceCoupon,
  type PriceDiscount,
  priceCart,
} from '../pricing/price.ts';
import { int, pick, type Random, weighted } from './marketplace.ts';
import { companies, refundReasons } from './order-words.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
const TAIPEI = 8 * 3_600_000;

/** A purchasable item (a published, priced course, ebook or article) with its division terms. */
export interface CatalogueItem {
  readonly id: number;
  readonly kind: Exclude<OrderLineKind, 'packages'>;
  readonly title: string;
  readonly lecturerId: number;
  readonly price: number;
  readonly platformShare: number;
  /** The owner first, then co-lecturers (course_teachs order); the owner at 100 when none. */
  readonly holders: readonly ShareHolder[];
}

/** A published package and its courses (package order). */
export interface CataloguePackage {
  readonly id: number;
  readonly title: string;
  readonly lecturerId: number;
  readonly price: number;
  readonly parts: readonly PartTerms[];
}

/** A stored coupon with its codes (its own first). */
export interface CatalogueCoupon {
  readonly terms: Omit<PriceCoupon, 'code' | 'used' | 'usedByMember' | 'codeSpent' | 'inAudience'>;
  readonly title: string;
  readonly codes: readonly {
    readonly id: number;
    readonly code: string;
    readonly generated: boolean;
  }[];
}

/** A discount with its title. */
export interface CatalogueDiscount extends PriceDiscount {
  readonly title: string;
}

/** What one group's orders are drawn from. */
export interface Catalogue {
  readonly items: readonly CatalogueItem[];
  readonly packages: readonly CataloguePackage[];
  readonly discounts: readonly CatalogueDiscount[];
  readonly coupons: readonly CatalogueCoupon[];
  /** Student ids who buy. */
  readonly buyers: readonly number[];
  /** Lecturers whose carts come more often (the demo lecturers); empty: none. */
  readonly favoured: readonly number[];
  /** Who refunds (an administrator). */
  readonly adminId: number;
}

/** The next free id of each table (advanced as rows are planned). */
export interface NextIds {
  order: number;
  line: number;
  event: number;
  income: number;
}

/** An order row (drizzle keys of `orders`). */
export interface OrderValues {
  id: number;
  orderNo: string;
  memberId: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  listTotal: number;
  total: number;
  refunded: number;
  couponId: number | null;
  couponCode: string | null;
  couponTitle: string | null;
  couponOff: number;
  hasCourse: boolean;
  createdAt: Date;
  paidAt: Date | null;
  invoiceType: InvoiceType;
  carrierType: CarrierType | null;
  carrierNumber: string;
  companyTitle: string;
  companyTaxId: string;
  invoiceNumber: string | null;
  invoiceIssuedAt: Date | null;
}

/** An order line row. */
export interface LineValues {
  id: number;
  orderId: number;
  kind: OrderLineKind;
  courseId: number | null;
  packageId: number | null;
  title: string;
  lecturerId: number;
  listPrice: number;
  discountId: number | null;
  discountTitle: string | null;
  discountRate: number | null;
  discountOff: number;
  couponOff: number;
  pays: number;
  refunded: number;
  sort: number;
}

/** An order event row. */
export interface EventValues {
  id: number;
  orderId: number;
  type: 'CREATED' | 'PAID' | 'INVOICE_ISSUED' | 'REFUNDED' | 'CANCELLED';
  at: Date;
  actorId: number | null;
  amount: number | null;
  reason: string | null;
  lineId: number | null;
  detail: string | null;
}

/** An income row (the books). */
export interface IncomeValues extends IncomeRow {
  id: number;
  orderId: number;
  lineId: number;
  eventId: number | null;
  at: Date;
  availableAt: Date;
  applyId: number | null;
}

/** A coupon redemption row. */
export interface RedemptionValues {
  couponId: number;
  codeId: number;
  memberId: number;
  orderNo: string;
  amountOff: number;
  redeemedAt: Date;
}

/** The rows of a group's orders. */
export interface PlannedOrders {
  readonly orders: OrderValues[];
  readonly lines: LineValues[];
  readonly events: EventValues[];
  readonly incomes: IncomeValues[];
  readonly redemptions: RedemptionValues[];
}

/** Orders of the demo group (group 0) drawn at random; the favoured lecturers get more besides. */
export const DEMO_GROUP_ORDERS = 1_200;

/** Orders of every further group. */
export const ORDERS_PER_GROUP = 1_000;

/** Paid orders each favoured lecturer gets today and earlier this month (Asia/Taipei). */
const TODAY_ORDERS = 2;
const MONTH_ORDERS = 4;

/** Orders a group's plan makes (fixed: the counts do not depend on the clock). */
export function orderCount(group: number, favoured: number): number {
  return (
    (group === 0 ? DEMO_GROUP_ORDERS : ORDERS_PER_GROUP) + favoured * (TODAY_ORDERS + MONTH_ORDERS)
  );
}

/** The start of the Asia/Taipei day of a time. */
export function taipeiDayStart(at: Date): Date {
  const shifted = at.getTime() + TAIPEI;
  return new Date(shifted - (shifted % DAY) - TAIPEI);
}

/** The start of the Asia/Taipei month of a time. */
export function taipeiMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + TAIPEI);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - TAIPEI);
}

const statusWeights: readonly (readonly [OrderStatus, number])[] = [
  ['PAID', 85],
  ['PARTIALLY_REFUNDED', 5],
  ['REFUNDED', 4],
  ['UNPAID', 3],
  ['CANCELLED', 3],
];

const paidMethods: readonly (readonly [PaymentMethod, number])[] = [
  ['CREDIT_CARD', 55],
  ['LINE_PAY', 15],
  ['APPLE_PAY', 10],
  ['ATM', 12],
  ['CVS', 8],
];

const MOBILE_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ.+-';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The invoice a buyer asks for: 80 % personal (member, mobile, certificate), 20 % company. */
function invoiceOf(random: Random) {
  if (random() < 0.2) {
    const company = pick(random, companies);
    return {
      invoiceType: 'COMPANY' as const,
      carrierType: null,
      carrierNumber: '',
      companyTitle: company.title,
      companyTaxId: company.taxId,
    };
  }
  const carrier = weighted<CarrierType>(random, [
    ['MEMBER', 50],
    ['MOBILE', 30],
    ['CERTIFICATE', 20],
  ]);
  let carrierNumber = '';
  if (carrier === 'MOBILE') {
    carrierNumber = '/';
    for (let i = 0; i < 7; i += 1)
      carrierNumber += MOBILE_CHARACTERS.charAt(int(random, 0, MOBILE_CHARACTERS.length - 1));
  } else if (carrier === 'CERTIFICATE') {
    carrierNumber = `${LETTERS.charAt(int(random, 0, LETTERS.length - 1))}${LETTERS.charAt(int(random, 0, LETTERS.length - 1))}`;
    for (let i = 0; i < 14; i += 1) carrierNumber += String(int(random, 0, 9));
  }
  return {
    invoiceType: 'PERSONAL' as const,
    carrierType: carrier,
    carrierNumber,
    companyTitle: '',
    companyTaxId: '',
  };
}

/** An order drawn before pricing. */
interface Draft {
  readonly at: Date;
  readonly memberId: number;
  readonly status: OrderStatus;
  readonly method: PaymentMethod;
  readonly courseIds: readonly number[];
  readonly packageIds: readonly number[];
  readonly coupon: { readonly coupon: CatalogueCoupon; readonly typed: number } | null;
  readonly invoice: ReturnType<typeof invoiceOf>;
  /** Random draws kept for after pricing (paid delay, refund time and amounts). */
  readonly draws: readonly number[];
}

/** Whether a coupon's time window and switch allow it at a time. */
function couponOpen(coupon: CatalogueCoupon, at: Date): boolean {
  const { terms } = coupon;
  return (
    !terms.disabled &&
    terms.startsAt.getTime() <= at.getTime() &&
    (terms.endsAt === null || at.getTime() < terms.endsAt.getTime())
  );
}

/** Draws one order's cart (and maybe a coupon) around a main item. */
function drawCart(
  random: Random,
  catalogue: Catalogue,
  at: Date,
  forced: { lecturerId: number } | null,
): Pick<Draft, 'courseIds' | 'packageIds' | 'coupon'> {
  const { items, packages } = catalogue;
  const favoured = forced
    ? forced.lecturerId
    : catalogue.favoured.length > 0 && random() < 0.55
      ? pick(random, catalogue.favoured)
      : null;
  const pool = favoured === null ? items : items.filter((item) => item.lecturerId === favoured);
  const main = pick(random, pool.length > 0 ? pool : items);
  const ownPackages = packages.filter((bundle) => bundle.lecturerId === main.lecturerId);
  if (ownPackages.length > 0 && random() < 0.12) {
    const bundle = pick(random, ownPackages);
    return { courseIds: random() < 0.3 ? [main.id] : [], packageIds: [bundle.id], coupon: null };
  }
  const courseIds = [main.id];
  const add = (candidates: readonly CatalogueItem[]) => {
    const other = candidates.length > 0 ? pick(random, candidates) : undefined;
    if (other && !courseIds.includes(other.id)) courseIds.push(other.id);
  };
  const discounted = catalogue.discounts.filter(
    (discount) =>
      discount.kind === 'SINGLE' &&
      items.some((item) => item.id === discount.targetId && item.lecturerId === main.lecturerId),
  );
  if (discounted.length > 0 && random() < 0.3) {
    const target = pick(random, discounted).targetId;
    if (!courseIds.includes(target)) courseIds.unshift(target);
  }
  if (random() < 0.25)
    add(random() < 0.7 ? items.filter((item) => item.lecturerId === main.lecturerId) : items);
  if (random() < 0.08) add(items);
  const open = catalogue.coupons.filter(
    (coupon) =>
      couponOpen(coupon, at) &&
      (coupon.terms.lecturerId === null || coupon.terms.lecturerId === main.lecturerId),
  );
  if (open.length === 0 || random() >= 0.35) return { courseIds, packageIds: [], coupon: null };
  const coupon = pick(random, open);
  const named = coupon.terms.courseIds.filter((id) => items.some((item) => item.id === id));
  if (coupon.terms.scope === 'BUNDLE') {
    if (named.length < coupon.terms.courseIds.length)
      return { courseIds, packageIds: [], coupon: null };
    for (const id of named) if (!courseIds.includes(id)) courseIds.push(id);
  } else if (coupon.terms.scope === 'COURSES' && named.length > 0) {
    const id = pick(random, named);
    if (!courseIds.includes(id)) courseIds.unshift(id);
  }
  const typed =
    coupon.codes.length > 1 && random() < 0.5 ? int(random, 1, coupon.codes.length - 1) : 0;
  return { courseIds, packageIds: [], coupon: { coupon, typed } };
}

/** When an order of a status is placed: UNPAID ones in the last 3 days, CANCELLED ones before. */
function timeOf(random: Random, status: OrderStatus, now: Date): Date {
  const span = 365 * DAY;
  const offset =
    status === 'UNPAID'
      ? Math.floor(random() * 3 * DAY)
      : status === 'CANCELLED'
        ? 3 * DAY + Math.floor(random() * (span - 3 * DAY))
        : // More orders lately: the marketplace grows.
          Math.floor(span * random() ** 1.25);
  return new Date(Math.floor((now.getTime() - offset) / 1000) * 1000);
}

/** Draws a group's orders (before pricing), oldest first. */
function drawOrders(random: Random, catalogue: Catalogue, group: number, now: Date): Draft[] {
  const drafts: Draft[] = [];
  const draft = (status: OrderStatus, at: Date, forced: { lecturerId: number } | null) => {
    const method =
      status === 'UNPAID' || status === 'CANCELLED'
        ? pick<PaymentMethod>(random, ['ATM', 'CVS'])
        : forced
          ? 'CREDIT_CARD'
          : weighted(random, paidMethods);
    drafts.push({
      at,
      memberId: pick(random, catalogue.buyers),
      status,
      method,
      ...drawCart(random, catalogue, at, forced),
      invoice: invoiceOf(random),
      draws: [random(), random(), random(), random()],
    });
  };
  const count = group === 0 ? DEMO_GROUP_ORDERS : ORDERS_PER_GROUP;
  for (let i = 0; i < count; i += 1) {
    const status = weighted(random, statusWeights);
    draft(status, timeOf(random, status, now), null);
  }
  const today = taipeiDayStart(now).getTime();
  const month = taipeiMonthStart(now).getTime();
  const between = (from: number) =>
    new Date(from + Math.floor(random() * Math.max(0, now.getTime() - from - 2000)));
  for (const lecturerId of catalogue.favoured) {
    for (let i = 0; i < TODAY_ORDERS; i += 1) draft('PAID', between(today), { lecturerId });
    for (let i = 0; i < MONTH_ORDERS; i += 1) draft('PAID', between(month), { lecturerId });
  }
  return drafts.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** How often a coupon has been used, by whom, and which generated codes are spent. */
class CouponUses {
  private readonly byCoupon = new Map<number, number>();
  private readonly byMember = new Map<string, number>();
  private readonly spent = new Set<number>();

  /** The coupon as the pricing function sees it for a member typing a code. */
  price(coupon: CatalogueCoupon, memberId: number, codeIndex: number): PriceCoupon {
    const code = coupon.codes[codeIndex] ?? coupon.codes[0];
    return {
      ...coupon.terms,
      code: code?.code ?? '',
      used: this.byCoupon.get(coupon.terms.id) ?? 0,
      usedByMember: this.byMember.get(`${coupon.terms.id}:${memberId}`) ?? 0,
      codeSpent: code?.generated === true && this.spent.has(code.id),
      // The demo's coupons are for everyone (none is limited to a group).
      inAudience: true,
    };
  }

  /** Records a redemption. */
  redeem(couponId: number, memberId: number, codeId: number): void {
    this.byCoupon.set(couponId, (this.byCoupon.get(couponId) ?? 0) + 1);
    const key = `${couponId}:${memberId}`;
    this.byMember.set(key, (this.byMember.get(key) ?? 0) + 1);
    this.spent.add(codeId);
  }
}

/** The parts of a cart line with their terms, as `lineParts` reads them. */
function partsOf(
  line: CartLine,
  catalogue: Catalogue,
  item: CatalogueItem | undefined,
): PartTerms[] {
  if (line.kind === 'package')
    return [...(catalogue.packages.find((bundle) => bundle.id === line.id)?.parts ?? [])];
  if (!item) return [];
  return [
    {
      courseId: item.id,
      title: item.title,
      kind: item.kind,
      weight: item.price,
      platformShare: item.platformShare,
      holders: item.holders,
    },
  ];
}

/** The cart lines of ids of one kind (an id not in the catalogue adds none). */
function linesOf(
  kind: CartLine['kind'],
  ids: readonly number[],
  byId: ReadonlyMap<number, { readonly lecturerId: number; readonly price: number }>,
) {
  return ids.flatMap((id): CartLine[] => {
    const sold = byId.get(id);
    return sold
      ? [
          {
            key: lineKey(kind, id),
            kind,
            id,
            lecturerId: sold.lecturerId,
            listPrice: sold.price,
          },
        ]
      : [];
  });
}

/**
 * Plans a group's orders up to `now` (deterministic for a catalogue, a seed and a time): placed,
 * paid, refunded and cancelled as the API does it, ids taken from `ids`.
 */
export function planOrders(
  random: Random,
  catalogue: Catalogue,
  group: number,
  now: Date,
  ids: NextIds,
): PlannedOrders {
  const out: PlannedOrders = { orders: [], lines: [], events: [], incomes: [], redemptions: [] };
  if (catalogue.items.length === 0 || catalogue.buyers.length === 0) return out;
  const uses = new CouponUses();
  const itemsById = new Map(catalogue.items.map((item) => [item.id, item]));
  const packagesById = new Map(catalogue.packages.map((bundle) => [bundle.id, bundle]));
  for (const draft of drawOrders(random, catalogue, group, now)) {
    const { at, memberId } = draft;
    const lines: CartLine[] = [
      ...linesOf('course', draft.courseIds, itemsById),
      ...linesOf('package', draft.packageIds, packagesById),
    ];
    const coupon = draft.coupon
      ? uses.price(draft.coupon.coupon, memberId, draft.coupon.typed)
      : null;
    const priced = priceCart({ at, lines, discounts: catalogue.discounts, coupon });
    const applied = draft.coupon !== null && priced.coupon?.applied === true ? draft.coupon : null;
    const id = ids.order++;
    const orderNo = orderNumber(id, at);
    let status = draft.status;
    if (priced.total === 0 && (status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED'))
      status = 'PAID';
    const [payDraw = 0, refundDraw = 0, amountDraw = 0, lineDraw = 0] = draft.draws;
    const paid = status !== 'UNPAID' && status !== 'CANCELLED';
    const delay =
      draft.method === 'ATM' || draft.method === 'CVS'
        ? 10 * MINUTE + Math.floor(payDraw * 20 * 3_600_000)
        : 1 * MINUTE + Math.floor(payDraw * 4 * MINUTE);
    const paidAt = paid
      ? new Date(Math.min(at.getTime() + delay, Math.max(at.getTime(), now.getTime() - 1000)))
      : null;
    const order: OrderValues = {
      id,
      orderNo,
      memberId,
      status,
      paymentMethod: draft.method,
      listTotal: priced.listTotal,
      total: priced.total,
      refunded: 0,
      couponId: applied?.coupon.terms.id ?? null,
      couponCode: applied ? (applied.coupon.codes[applied.typed]?.code ?? null) : null,
      couponTitle: applied?.coupon.title ?? null,
      couponOff: applied ? (priced.coupon?.off ?? 0) : 0,
      hasCourse: false,
      createdAt: at,
      paidAt,
      ...draft.invoice,
      invoiceNumber: paidAt ? invoiceNumber(id, paidAt) : null,
      invoiceIssuedAt: paidAt,
    };
    out.orders.push(order);
    const event = (values: Pick<EventValues, 'type' | 'at'> & Partial<EventValues>) => {
      const row: EventValues = {
        id: ids.event++,
        orderId: id,
        actorId: null,
        amount: null,
        reason: null,
        lineId: null,
        detail: null,
        ...values,
      };
      out.events.push(row);
      return row;
    };
    event({ type: 'CREATED', at });
    if (applied) {
      const code = applied.coupon.codes[applied.typed] ?? applied.coupon.codes[0];
      if (code) {
        uses.redeem(applied.coupon.terms.id, memberId, code.id);
        out.redemptions.push({
          couponId: applied.coupon.terms.id,
          codeId: code.id,
          memberId,
          orderNo,
          amountOff: priced.coupon?.off ?? 0,
          redeemedAt: at,
        });
      }
    }
    const planned: { line: LineValues; sale: IncomeValues[] }[] = [];
    lines.forEach((cartLine, sort) => {
      const line = priced.lines.find((candidate) => candidate.key === cartLine.key);
      const item = cartLine.kind === 'course' ? itemsById.get(cartLine.id) : undefined;
      const bundle = cartLine.kind === 'package' ? packagesById.get(cartLine.id) : undefined;
      const discount = catalogue.discounts.find((candidate) => candidate.id === line?.discountId);
      const kind: OrderLineKind = item?.kind ?? 'packages';
      if (kind === 'courses') order.hasCourse = true;
      const values: LineValues = {
        id: ids.line++,
        orderId: id,
        kind,
        courseId: item?.id ?? null,
        packageId: bundle?.id ?? null,
        title: item?.title ?? bundle?.title ?? '',
        ...linePrices(cartLine, line, discount, applied !== null),
        refunded: 0,
        sort,
      };
      out.lines.push(values);
      planned.push({ line: values, sale: [] });
    });
    if (!applied) order.total = planned.reduce((sum, { line }) => sum + line.pays, 0);
    if (status === 'CANCELLED') {
      event({ type: 'CANCELLED', at: new Date(at.getTime() + 3 * DAY) });
      continue;
    }
    if (!paidAt) continue;
    event({ type: 'PAID', at: paidAt });
    event({ type: 'INVOICE_ISSUED', at: paidAt, detail: order.invoiceNumber });
    const availableAt = new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY);
    for (const entry of planned) {
      const cartLine = lines[entry.line.sort];
      if (!cartLine) continue;
      const parts = partsOf(cartLine, catalogue, itemsById.get(cartLine.id));
      entry.sale = saleIncomes(entry.line.pays, parts).map((row) => ({
        ...row,
        id: ids.income++,
        orderId: id,
        lineId: entry.line.id,
        eventId: null,
        at: paidAt,
        availableAt,
        applyId: null,
      }));
      out.incomes.push(...entry.sale);
    }
    if (status === 'PAID') continue;
    // A refund within the refund window (and before now).
    const refundAt = new Date(
      paidAt.getTime() +
        Math.floor(
          refundDraw * Math.min(REFUND_WINDOW_DAYS * DAY, now.getTime() - paidAt.getTime()),
        ),
    );
    const payable = planned.filter(({ line }) => line.pays > 0);
    const refunds: { entry: (typeof planned)[number]; amount: number }[] =
      status === 'REFUNDED'
        ? payable.map((entry) => ({ entry, amount: entry.line.pays }))
        : (() => {
            const entry = payable[Math.floor(lineDraw * payable.length)] ?? payable[0];
            if (!entry) return [];
            const whole = payable.length > 1 && amountDraw < 0.5;
            const part = Math.max(
              1,
              Math.min(entry.line.pays - 1, Math.round(entry.line.pays * (0.3 + amountDraw * 0.4))),
            );
            return [{ entry, amount: whole ? entry.line.pays : part }];
          })();
    if (
      status === 'PARTIALLY_REFUNDED' &&
      refunds.every(({ entry, amount }) => amount >= entry.line.pays) &&
      payable.length < 2
    ) {
      // A one-dollar line cannot be refunded in part: the order stays paid.
      order.status = 'PAID';
      continue;
    }
    const reason = refundReasons[Math.floor(amountDraw * refundReasons.length)] ?? '';
    for (const { entry, amount } of refunds) {
      const refunded = event({
        type: 'REFUNDED',
        at: refundAt,
        actorId: catalogue.adminId,
        amount,
        reason,
        lineId: entry.line.id,
      });
      const rows = refundIncomes(entry.sale, entry.line.refunded, entry.line.refunded + amount);
      out.incomes.push(
        ...rows.map((row) => ({
          ...row,
          id: ids.income++,
          orderId: id,
          lineId: entry.line.id,
          eventId: refunded.id,
          at: refundAt,
          availableAt: refundAt,
          applyId: null,
        })),
      );
      entry.line.refunded += amount;
      order.refunded += amount;
    }
    order.status = order.refunded >= order.total ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  }
  return out;
}
