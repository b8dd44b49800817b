/** A lecturer's revenue: income and records. */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('revenues', '/revenues', 'revenues/IncomeScreen', {
    title: 'page.revenues',
    section: 'revenues',
    link: 'revenues-income',
  }),
  r('revenues-income', '/revenues/income', 'revenues/IncomeScreen', {
    persist: true,
    title: 'page.revenues.income',
    section: 'revenues',
  }),
  r('revenues-record', '/revenues/record', 'revenues/RecordListScreen', {
    list: true,
    persist: true,
    title: 'page.revenues.record',
    section: 'revenues',
  }),
] as const;
