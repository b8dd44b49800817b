/**
 * The home page's sales: per Asia/Taipei day over the last 30 days beside the 30 before
 * (administrators: all paid orders; lecturers: their own income), the periods' totals and change,
 * the chart's lines, and the period's best-selling items with their links.
 */
import { fetchSales, type Sales } from '../../api/dashboard.ts';
import type { Locale } from '../../i18n/locales.ts';
import { itemScreenUrl } from '../../routes/item-urls.ts';
import { createLoader } from '../loader.ts';

/** The sales of the viewer's role. */
export const salesLoader = createLoader<'sales', Sales>((_key, signal) => fetchSales(signal));

/** Loads the sales (again when `force`). */
export function loadSales(force = false): Promise<void> {
  return salesLoader.load('sales', force);
}

/** The totals of both periods and the change from the previous one. */
export interface SalesTotals {
  readonly current: number;
  readonly previous: number;
  /** Percent, one decimal (12.5 = up 12.5%); null when the previous period sold nothing. */
  readonly change: number | null;
}

/** The periods' totals and the change in percent. */
export function salesTotals(sales: Sales): SalesTotals {
  const current = sales.current.reduce((sum, day) => sum + day.amount, 0);
  const previous = sales.previous.reduce((sum, day) => sum + day.amount, 0);
  const change =
    previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  return { current, previous, change };
}

/** The chart's lines in a `width` × `height` box: SVG `points` of each period, day by day. */
export interface ChartLines {
  readonly current: string;
  readonly previous: string;
  /** The highest day of both periods (the top of the box; at least 1). */
  readonly top: number;
}

/** Draws both periods on one scale: day i of each at the same x, zero at the bottom. */
export function chartLines(sales: Sales, width: number, height: number): ChartLines {
  const amounts = [...sales.current, ...sales.previous].map((day) => day.amount);
  const top = Math.max(1, ...amounts);
  const bottom = Math.min(0, ...amounts);
  const line = (days: Sales['current']) =>
    days
      .map((day, index) => {
        const x = days.length > 1 ? (index / (days.length - 1)) * width : 0;
        const y = height - ((day.amount - bottom) / (top - bottom)) * height;
        return `${round(x)},${round(y)}`;
      })
      .join(' ');
  return { current: line(sales.current), previous: line(sales.previous), top };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A best-selling item with the address of its screen. */
export interface TopItemRow {
  readonly id: number;
  readonly title: string;
  readonly amount: number;
  readonly orders: number;
  readonly href: string;
}

/** The period's best sellers, each linking to its item's basic screen in `locale`. */
export function topItemRows(sales: Sales, locale: Locale): TopItemRow[] {
  return sales.top_items.map((item) => ({
    id: item.id,
    title: item.title,
    amount: item.amount,
    orders: item.orders,
    href: itemScreenUrl(locale, item.kind, item.id, 'infos-basic'),
  }));
}
