/**
 * The demo's payouts: lecturers' bank accounts (teacher@example.com two, teacher2@example.com one,
 * every other lecturer one) and the demo lecturers' payout requests over their income rows:
 * monthly applies remitted by the administrator, one rejected for the first demo lecturer (its
 * rows freed and taken by the next month's), and one still pending for the second. Pure: the
 * rows get their `applyId` here; orders.ts stores them.
 */
import { MIN_APPLY_AMOUNT } from '../contract/plain/finances.ts';
import type { IncomeValues } from './order-plan.ts';

const DAY = 86_400_000;
const TAIPEI = 8 * 3_600_000;

/** A payout account row. */
export interface AccountValues {
  lecturerId: number;
  financialCode: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  main: boolean;
  createdAt: Date;
}

/** An apply row. */
export interface ApplyValues {
  id: number;
  lecturerId: number;
  amount: number;
  status: 'PENDING' | 'REMITTED' | 'REJECTED';
  createdAt: Date;
  rejectReason: string | null;
  rejectedBy: number | null;
  rejectedAt: Date | null;
}

/** A remittance row. */
export interface RemittanceValues {
  id: number;
  applyId: number;
  lecturerId: number;
  amount: number;
  financialCode: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  remittedAt: Date;
  remittedBy: number;
}

/** Banks of the demo accounts: financial code and name. */
const banks: readonly (readonly [string, string])[] = [
  ['822', '中國信託商業銀行'],
  ['700', '中華郵政'],
  ['812', '台新國際商業銀行'],
  ['808', '玉山商業銀行'],
  ['013', '國泰世華商業銀行'],
  ['004', '臺灣銀行'],
  ['807', '永豐商業銀行'],
];

/** An account number of a bank for a lecturer (12 to 14 digits, from the lecturer's id). */
function accountNumber(lecturerId: number, bank: number): string {
  const digits = String(lecturerId * 7_919 + bank * 104_729).padStart(8, '0');
  return `${String(bank + 1).padStart(4, '0')}${digits}`.slice(0, 14);
}

/**
 * The accounts of the lecturers: the first demo lecturer's main one at 822 and one at 700 (the
 * post office), every other lecturer one main account.
 */
export function planAccounts(
  lecturers: readonly { readonly id: number; readonly name: string }[],
  firstDemoLecturer: number,
  createdAt: Date,
): AccountValues[] {
  return lecturers.flatMap((lecturer, index): AccountValues[] => {
    const account = (bank: number, main: boolean): AccountValues => ({
      lecturerId: lecturer.id,
      financialCode: banks[bank]?.[0] ?? '822',
      bankName: banks[bank]?.[1] ?? '',
      accountName: lecturer.name,
      accountNumber: accountNumber(lecturer.id, bank),
      main,
      createdAt,
    });
    if (lecturer.id === firstDemoLecturer) return [account(0, true), account(1, false)];
    return [account(2 + (index % (banks.length - 2)), true)];
  });
}

/** The reason the first demo lecturer's rejected apply gives. */
export const REJECT_REASON = '收款帳戶戶名與講師姓名不符，請更新收款帳戶後重新申請。';

/** 10:00 Asia/Taipei on the 5th of the month `months` after the Taipei month of a time. */
function fifthOf(at: Date, months: number): Date {
  const local = new Date(at.getTime() + TAIPEI);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + months, 5, 10) - TAIPEI);
}

/** What planning a lecturer's applies needs. */
export interface ApplyPlanOptions {
  readonly lecturerId: number;
  /** The lecturer's main account (copied onto remittances). */
  readonly account: AccountValues;
  readonly adminId: number;
  readonly now: Date;
  /** Reject the third-last monthly apply (its rows wait for the next month). */
  readonly reject: boolean;
  /** Leave a pending apply of two days ago. */
  readonly pending: boolean;
  /** The next apply and remittance ids (advanced). */
  readonly ids: { apply: number; remittance: number };
}

/**
 * Plans a lecturer's applies over their income rows (sets the rows' `applyId`): one on the 5th of
 * each month for what was available by then (when it reaches MIN_APPLY_AMOUNT), remitted three
 * days later, up to 35 days before now; the rows of the last month or so stay AVAILABLE.
 */
export function planApplies(
  rows: readonly IncomeValues[],
  options: ApplyPlanOptions,
): { applies: ApplyValues[]; remittances: RemittanceValues[] } {
  const { lecturerId, account, adminId, now, ids } = options;
  const mine = rows.filter((row) => row.lecturerId === lecturerId);
  const applies: ApplyValues[] = [];
  const remittances: RemittanceValues[] = [];
  const first = mine.reduce<Date | null>(
    (earliest, row) => (earliest === null || row.at < earliest ? row.at : earliest),
    null,
  );
  if (first === null) return { applies, remittances };
  const times: Date[] = [];
  for (let month = 1; fifthOf(first, month).getTime() <= now.getTime() - 35 * DAY; month += 1)
    times.push(fifthOf(first, month));
  const rejected = options.reject ? times.length - 3 : -1;
  const take = (at: Date) =>
    mine.filter((row) => row.applyId === null && row.availableAt.getTime() <= at.getTime());
  times.forEach((at, index) => {
    const taken = take(at);
    const amount = taken.reduce((sum, row) => sum + row.amount, 0);
    if (amount < MIN_APPLY_AMOUNT) return;
    const id = ids.apply++;
    if (index === rejected) {
      applies.push({
        id,
        lecturerId,
        amount,
        status: 'REJECTED',
        createdAt: at,
        rejectReason: REJECT_REASON,
        rejectedBy: adminId,
        rejectedAt: new Date(at.getTime() + 2 * DAY),
      });
      return;
    }
    for (const row of taken) row.applyId = id;
    applies.push({
      id,
      lecturerId,
      amount,
      status: 'REMITTED',
      createdAt: at,
      rejectReason: null,
      rejectedBy: null,
      rejectedAt: null,
    });
    remittances.push({
      id: ids.remittance++,
      applyId: id,
      lecturerId,
      amount,
      financialCode: account.financialCode,
      bankName: account.bankName,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      remittedAt: new Date(at.getTime() + 3 * DAY + 4 * 3_600_000),
      remittedBy: adminId,
    });
  });
  if (options.pending) {
    const at = new Date(now.getTime() - 2 * DAY);
    const taken = take(at);
    const id = ids.apply++;
    for (const row of taken) row.applyId = id;
    applies.push({
      id,
      lecturerId,
      amount: taken.reduce((sum, row) => sum + row.amount, 0),
      status: 'PENDING',
      createdAt: at,
      rejectReason: null,
      rejectedBy: null,
      rejectedAt: null,
    });
  }
  return { applies, remittances };
}
