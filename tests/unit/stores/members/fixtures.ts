/** Members and wallets as the API answers them, for the member store tests. */
import type { Member, WalletEntry } from '../../../../server/src/contract/members.ts';
import type { Wallet } from '../../../../src/api/members.ts';

/** An active member with a wallet of NT$300. */
export function member(change: Partial<Member> = {}): Member {
  return {
    id: 7,
    email: 'lin@example.com',
    name: '林小雨',
    real_name: '林雨晴',
    phone: '0912-345-678',
    status: 'ACTIVE',
    created_at: '2026-11-01T02:00:00.000Z',
    orders_count: 2,
    wallet_balance: 300,
    settings: { receivePlatformLatestEvents: true, receiveCoursePromotion: true },
    ...change,
  };
}

/** A wallet entry (an adjustment by the administrator). */
export function entry(id: number, amount: number, balanceAfter: number): WalletEntry {
  return {
    id,
    kind: 'ADJUST',
    amount,
    balance_after: balanceAfter,
    reason: 'Test',
    order: null,
    actor: { id: 1, name: 'Admin' },
    created_at: '2026-11-20T02:00:00.000Z',
  };
}

/** A wallet of one page. */
export function wallet(balance: number, entries: WalletEntry[]): Wallet {
  return {
    balance,
    data: entries,
    meta: { current_page: 1, last_page: 1, per_page: 20, total: entries.length },
  };
}
