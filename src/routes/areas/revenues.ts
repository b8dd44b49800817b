/** A lecturer's revenue: income, records and their own payout accounts. */
import { inSection } from '../define.ts';

/** Declares one of the area's routes: they all hang under the revenues section. */
const route = inSection('revenues');

/** The area's screens. */
export const routes = [
  route('revenues', '/revenues', 'revenues/IncomeScreen', {
    title: 'page.revenues',
    link: 'revenues-income',
  }),
  route('revenues-income', '/revenues/income', 'revenues/IncomeScreen', {
    persist: true,
    title: 'page.revenues.income',
  }),
  route('revenues-record', '/revenues/record', 'revenues/RecordListScreen', {
    list: true,
    persist: true,
    title: 'page.revenues.record',
  }),
  route(
    'revenues-payouts-payout_id-mode',
    '/revenues/payouts/{payout_id?}/{mode?}',
    'revenues/PayoutAccountsScreen',
    {
      persist: true,
      title: 'page.revenues.payouts',
      link: 'revenues-income',
    },
  ),
] as const;
