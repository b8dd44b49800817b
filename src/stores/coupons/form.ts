/**
 * Writing a coupon, new or existing: code (new only), title, labels, amount or discount (typed as
 * people write it, "85" or "8.5" for 0.85), minimum spend, scope with the courses it names, dates, limits and
 * disabled. The server's 400 messages show at their fields with nothing typed lost; the price
 * preview asks the server what a student pays; delete asks first.
 */
import { atom } from 'nanostores';
import type {
  Coupon,
  CouponBody,
  CouponCourse,
  CouponGroup,
  CouponPreview,
  CouponScope,
  CouponType,
  CouponUpdateBody,
} from '../../../server/src/contract/coupons.ts';
import {
  createCoupon,
  deleteCoupon,
  fetchCoupon,
  previewCoupon,
  updateCoupon,
} from '../../api/coupons.ts';
import { discountInput, parseDiscount } from '../../i18n/format.ts';
import { createAction } from '../action.ts';
import { couponList } from './list.ts';
import { createForm, discountProblem } from '../form.ts';
import { fromLocalInput, toLocalInput } from '../../lib/local-time.ts';
import { createLoader } from '../loader.ts';

/** What the form edits; keys follow the API's fields so its messages land at them. */
export interface CouponDraft {
  readonly code: string;
  readonly title: string;
  readonly labels: readonly string[];
  readonly type: CouponType;
  /** Whole TWD off, as typed. */
  readonly amount: string;
  /** The rate as typed, the ways people write it ("85", "8.5" and "0.85" are 0.85, 15 % off). */
  readonly discount: string;
  readonly min_spend: string;
  readonly scope: CouponScope;
  /** The courses it names (COURSES and BUNDLE), shown as chips. */
  readonly courses: readonly CouponCourse[];
  /** `datetime-local` values ('' for none). */
  readonly starts_at: string;
  readonly ends_at: string;
  /** As typed; '' for unlimited. */
  readonly total_limit: string;
  readonly per_member_limit: string;
  readonly disabled: boolean;
  /** The audience (a platform coupon's): the member group it is limited to, null for everyone. */
  readonly group_id: CouponGroup | null;
}

/** A blank coupon: an amount off every course, from now, unlimited. */
export const blankCoupon: CouponDraft = {
  code: '',
  title: '',
  labels: [],
  type: 'AMOUNT',
  amount: '',
  discount: '',
  min_spend: '0',
  scope: 'ALL',
  courses: [],
  starts_at: '',
  ends_at: '',
  total_limit: '',
  per_member_limit: '',
  disabled: false,
  group_id: null,
};

/** The coupon form (create and edit share it). */
export const couponForm = createForm<CouponDraft>('coupon', blankCoupon, {
  fields: ['course_ids'],
  money: ['amount', 'min_spend'],
  validate: (draft, t) => {
    const problem = draft.type === 'PERCENT' ? discountProblem(draft.discount, t) : undefined;
    return problem === undefined ? {} : { discount: problem };
  },
});

/** The coupon being edited (keyed by its code as the address gives it). */
export const couponLoader = createLoader<string, Coupon>((code, signal) =>
  fetchCoupon(code, signal),
);

/** The last price preview (null: none asked yet, or the form changed since). */
export const $couponPreview = atom<CouponPreview | null>(null);

/** The rate a student pays of a typed rate ("85" or "8.5" → 0.85); the text itself when not one. */
export function rateOfTyped(text: string): number | string {
  return parseDiscount(text) ?? text.trim();
}

/** The form values of a saved coupon. */
export function draftOfCoupon(coupon: Coupon): CouponDraft {
  return {
    code: coupon.code,
    title: coupon.title,
    labels: coupon.labels,
    type: coupon.type,
    amount: coupon.amount === null ? '' : String(coupon.amount),
    discount: coupon.discount === null ? '' : discountInput(coupon.discount),
    min_spend: String(coupon.min_spend),
    scope: coupon.scope,
    courses: coupon.courses,
    starts_at: toLocalInput(coupon.starts_at),
    ends_at: toLocalInput(coupon.ends_at),
    total_limit: coupon.total_limit === null ? '' : String(coupon.total_limit),
    per_member_limit: coupon.per_member_limit === null ? '' : String(coupon.per_member_limit),
    disabled: coupon.status === 'DISABLED',
    group_id: coupon.group,
  };
}

function limit(text: string): string | null {
  return text.trim() === '' ? null : text.trim();
}

/**
 * What the API receives for a draft without its code: numbers as typed (the server says what is
 * wrong with them), the discount as a rate, dates as ISO date-times, course ids only when the
 * scope names courses.
 */
export function updateBodyOfDraft(draft: CouponDraft): CouponUpdateBody {
  const percent = draft.type === 'PERCENT';
  return {
    title: draft.title,
    labels: [...draft.labels],
    type: draft.type,
    amount: percent ? null : draft.amount.trim(),
    discount: percent ? rateOfTyped(draft.discount) : null,
    min_spend: draft.min_spend.trim() === '' ? 0 : draft.min_spend.trim(),
    scope: draft.scope,
    course_ids: draft.scope === 'ALL' ? [] : draft.courses.map((course) => course.id),
    starts_at: fromLocalInput(draft.starts_at),
    ends_at: fromLocalInput(draft.ends_at) || null,
    total_limit: limit(draft.total_limit),
    per_member_limit: limit(draft.per_member_limit),
    disabled: draft.disabled,
    group_id: draft.group_id?.id ?? null,
  };
}

/** What the API receives to create a coupon. */
export function bodyOfDraft(draft: CouponDraft): CouponBody {
  return { code: draft.code.trim(), ...updateBodyOfDraft(draft) };
}

/** Starts a new coupon: a blank form starting now, no preview. */
export function startCouponCreate(): void {
  couponForm.reset({ ...blankCoupon, starts_at: toLocalInput(new Date().toISOString()) });
  $couponPreview.set(null);
}

/**
 * Loads a coupon to edit (again when `force`) and fills the form with it. A coupon already held
 * shows at once; what is typed while it reloads is kept, not replaced by the reloaded values.
 */
export async function startCouponEdit(code: string, force = false): Promise<void> {
  $couponPreview.set(null);
  const held = couponLoader.dataFor(code);
  couponForm.reset(held ? draftOfCoupon(held) : blankCoupon);
  await couponLoader.load(code, force);
  const coupon = couponLoader.dataFor(code);
  if (coupon && !couponForm.$dirty.get()) couponForm.reset(draftOfCoupon(coupon));
}

/** Changes one field of the draft; the preview no longer matches it. */
export function editCoupon<K extends keyof CouponDraft>(key: K, value: CouponDraft[K]): void {
  couponForm.set(key, value);
  $couponPreview.set(null);
}

/** Adds a label (trimmed; once, case-insensitively). */
export function addCouponLabel(text: string): void {
  const label = text.trim();
  const { labels } = couponForm.$values.get();
  if (label === '' || labels.some((each) => each.toLowerCase() === label.toLowerCase())) return;
  editCoupon('labels', [...labels, label]);
}

/** Removes a label. */
export function removeCouponLabel(label: string): void {
  editCoupon(
    'labels',
    couponForm.$values.get().labels.filter((each) => each !== label),
  );
}

/** Adds a course to those the coupon names (once); its message at the field goes. */
export function addCouponCourse(course: CouponCourse): void {
  const { courses } = couponForm.$values.get();
  if (courses.some((each) => each.id === course.id)) return;
  editCoupon('courses', [...courses, course]);
  clearCourseErrors();
}

/** Removes a course from those the coupon names. */
export function removeCouponCourse(id: number): void {
  editCoupon(
    'courses',
    couponForm.$values.get().courses.filter((course) => course.id !== id),
  );
  clearCourseErrors();
}

function clearCourseErrors(): void {
  const errors = couponForm.$errors.get();
  if (Object.keys(errors).some((field) => field.startsWith('course_ids')))
    couponForm.$errors.set(
      Object.fromEntries(
        Object.entries(errors).filter(([field]) => !field.startsWith('course_ids')),
      ),
    );
}

/**
 * Saves the draft: creates a coupon (no `code`) or changes the one named. Resolves the coupon's
 * code, or null when it failed (the messages show at their fields).
 */
export async function saveCoupon(code?: string): Promise<string | null> {
  let saved: string | null = null;
  await couponForm.submit(async (draft) => {
    const answer =
      code === undefined
        ? await createCoupon(bodyOfDraft(draft))
        : await updateCoupon(code, updateBodyOfDraft(draft));
    saved = answer.code;
    couponLoader.set(answer.code, answer);
    return draftOfCoupon(answer);
  });
  return saved;
}

/** Asks the server what a student pays with the draft; problems show at their fields instead. */
export function previewCouponDraft(): Promise<boolean> {
  return couponForm.check(async (draft) => {
    $couponPreview.set(await previewCoupon(updateBodyOfDraft(draft)));
  });
}

/**
 * Deletes a coupon after a confirmation; a redeemed coupon's refusal (400) shows the server's
 * message. Resolves whether it was deleted.
 */
export const couponDelete = createAction(
  async (code: string) => {
    const { trash_id: trashId } = await deleteCoupon(code);
    couponLoader.reset();
    couponForm.reset(blankCoupon);
    return trashId;
  },
  {
    confirm: (t, code) => ({
      title: t('coupons.delete.title'),
      message: t('coupons.delete.message', { code }),
      confirmLabel: t('coupons.delete.confirm'),
      cancelLabel: t('coupons.cancel'),
      danger: true,
    }),
    done: (t, _deleted, code) => t('coupons.delete.done', { code }),
    // Undone, the coupon shows in the list again (the screen the delete went back to).
    undo: (trashId) => ({ trashId, restored: () => couponList.reload() }),
    failed: (t) => t('coupons.delete.failed'),
  },
);
