/** Payout requests, accounts and income as the API answers them, for the money store tests. */
import type {
  Apply,
  IncomeResponse,
  PayoutAccount,
  RevenueSummary,
} from '../../../../server/src/contract/finances.ts';

/** A payout account (the main one unless told). */
export function account(id: number, change: Partial<PayoutAccount> = {}): PayoutAccount {
  return {
    id,
    financial_code: '812',
    bank_name: 'Taishin',
    account_name: 'Li Meihua',
    account_number: `0000111122${String(id).padStart(2, '0')}`,
    main: true,
    ...change,
  };
}

/** A waiting apply of NT$1,200 (unless told). */
export function apply(id: number, change: Partial<Apply> = {}): Apply {
  return {
    id,
    lecturer: { id: 4, name: '李美華', email: 'teacher2@example.com' },
    amount: 1200,
    records_count: 3,
    status: 'PENDING',
    created_at: '2026-11-20T02:00:00.000Z',
    rejection: null,
    remittance: null,
    ...change,
  };
}

/** A summary with NT$500 available and no open apply. */
export function summary(change: Partial<RevenueSummary> = {}): RevenueSummary {
  return {
    pending: 300,
    available: 500,
    requested: 0,
    paid: 9000,
    can_apply: true,
    open_apply: null,
    ...change,
  };
}

/** Income of 2026 with two months and one course. */
export function income(change: Partial<IncomeResponse> = {}): IncomeResponse {
  const sums = { sales: 1000, refunds: 0, platform_fee: 300, income: 700 };
  return {
    year: 2026,
    month: null,
    months: [
      { month: '2026-03', ...sums },
      { month: '2026-11', sales: 2000, refunds: 500, platform_fee: 450, income: 1050 },
    ],
    courses: [{ item: { id: 12, title: 'Go basics', kind: 'courses' }, ...sums }],
    total: sums,
    ...change,
  };
}
