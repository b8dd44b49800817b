/** Test values of the lecturers stores. */
import type {
  LecturerPayout,
  LecturerProfile,
} from '../../../../server/src/contract/lecturer-profiles.ts';

/** A lecturer's profile. */
export function profile(id: number, values: Partial<LecturerProfile> = {}): LecturerProfile {
  return {
    id,
    name: `Lecturer ${String(id)}`,
    real_name: '林小美',
    email: `lecturer${String(id)}@example.com`,
    headline: 'Teaches',
    description: '<p>Hello</p>',
    status: 'ACTIVE',
    courses_count: 0,
    payouts_count: 0,
    can_sign_in: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...values,
  };
}

/** A payout account. */
export function payout(id: number, values: Partial<LecturerPayout> = {}): LecturerPayout {
  return {
    id,
    financial_code: '812',
    bank_name: 'Taishin',
    account_name: '林小美',
    account_number: `0000${String(id)}`,
    main: false,
    created_at: '2026-11-01T00:00:00.000Z',
    ...values,
  };
}
