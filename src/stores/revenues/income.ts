/**
 * A lecturer's income screen: the year and the month chosen (kept in the address), the income of
 * the year by month (the chart and its table) and by course for the month chosen (or the year).
 */
import type { IncomeResponse } from '../../../server/src/contract/finances.ts';
import { fetchIncome } from '../../api/revenues.ts';
import { createLoader } from '../loader.ts';
import { monthFilter } from '../../lib/list-query.ts';

/** How many years back the year picker offers. */
export const INCOME_YEARS_BACK = 4;

/** The filters of the income screen, as the address holds them ('' month: the whole year). */
export interface IncomeFilters {
  readonly year: number;
  readonly month: string;
}

/** The month filter as a list's month (a malformed one is none). */
const monthField = monthFilter();

/** Reads the year and month from a query string; the month must fall in the year. */
export function incomeFiltersFromQuery(query: URLSearchParams, currentYear: number): IncomeFilters {
  const month = monthField.read(query.getAll('month'));
  const asked = Number(query.get('year') ?? '');
  const year =
    Number.isInteger(asked) && asked >= 2000 && asked <= currentYear
      ? asked
      : month
        ? Number(month.slice(0, 4))
        : currentYear;
  return { year, month: month.startsWith(`${String(year)}-`) ? month : '' };
}

/** The query of filters for the address. */
export function queryOfIncomeFilters(
  filters: IncomeFilters,
): Record<string, string | number | undefined> {
  return { year: filters.year, month: filters.month || undefined };
}

/** The years the picker offers, this year first. */
export function incomeYears(currentYear: number): number[] {
  return Array.from({ length: INCOME_YEARS_BACK + 1 }, (_, index) => currentYear - index);
}

/** The twelve months of a year (`2026-01` … `2026-12`). */
export function monthsOfYear(year: number): string[] {
  return Array.from(
    { length: 12 },
    (_, index) => `${String(year)}-${String(index + 1).padStart(2, '0')}`,
  );
}

/** One month of the chart: the lecturer's income and its parts (months without any are zeros). */
export interface IncomeMonth {
  readonly month: string;
  readonly sales: number;
  readonly refunds: number;
  readonly platform_fee: number;
  readonly income: number;
}

/** The chart's data from the answer: all twelve months of its year, in order. */
export function incomeChartData(answer: IncomeResponse): IncomeMonth[] {
  return monthsOfYear(answer.year).map(
    (month) =>
      answer.months.find((each) => each.month === month) ?? {
        month,
        sales: 0,
        refunds: 0,
        platform_fee: 0,
        income: 0,
      },
  );
}

/** Income of the year by month and by course of the month (or year); kept while the next loads. */
export const incomeLoader = createLoader<IncomeFilters, IncomeResponse>(
  (filters, signal) =>
    fetchIncome({ year: filters.year, ...(filters.month ? { month: filters.month } : {}) }, signal),
  { keep: (previous, next) => previous.year === next.year },
);

/** Loads the income the filters name. */
export function loadIncome(filters: IncomeFilters): Promise<void> {
  return incomeLoader.load(filters);
}

/** The filters after choosing a month (the same month again: the whole year). */
export function chooseIncomeMonth(filters: IncomeFilters, month: string): IncomeFilters {
  return { year: filters.year, month: month === filters.month ? '' : month };
}
