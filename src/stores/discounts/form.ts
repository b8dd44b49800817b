/**
 * The new-discount and edit-discount dialog: title, what it prices (picked by a search), the rate
 * typed as people write it (85 or 8.5 for 0.85), the start and end, and a live "a student pays" preview from
 * the pricing function. The server's 400 messages show at their fields (an overlap at the start)
 * and nothing typed is lost.
 */
import { atom } from 'nanostores';
import type {
  Discount,
  DiscountBody,
  DiscountKind,
  DiscountTarget,
} from '../../../server/src/contract/discounts.ts';
import { ApiError } from '../../api/client.ts';
import { createDiscount, previewDiscount, updateDiscount } from '../../api/discounts.ts';
import { discountInput, parseDiscount } from '../../i18n/format.ts';
import { isCancelled } from '../action.ts';
import { createForm, discountProblem } from '../form.ts';
import { fromLocalInput, toLocalInput } from '../../lib/local-time.ts';
import { reloadDiscountList } from './list.ts';
import { createProductSearch } from '../product-search.ts';

/** What the dialog edits; keys follow the API's fields so its messages land at them. */
export interface DiscountDraft {
  readonly kind: DiscountKind;
  readonly title: string;
  /** The target picked (null: none yet); its id is what the API names `target_id`. */
  readonly target_id: DiscountTarget | null;
  /** The rate as typed ("85" or "8.5" for 0.85); sent as the API's `discount`. */
  readonly discount: string;
  /** `datetime-local` values. */
  readonly starts_at: string;
  readonly ends_at: string;
}

/** A blank discount of a kind. */
export function blankDiscount(kind: DiscountKind): DiscountDraft {
  return { kind, title: '', target_id: null, discount: '', starts_at: '', ends_at: '' };
}

/** The dialog's form. */
export const discountForm = createForm<DiscountDraft>('discount', blankDiscount('SINGLE'), {
  validate: (draft, t) => {
    const problem = discountProblem(draft.discount, t);
    return problem === undefined ? {} : { discount: problem };
  },
});

/** The open dialog: a new discount, or the discount being edited; null while closed. */
export const $discountDialog = atom<
  { readonly mode: 'create' } | { readonly mode: 'edit'; readonly id: number } | null
>(null);

/** The target picker's search. */
export const discountTargetSearch = createProductSearch();

/** The live preview: what a student would pay, or why there is none. */
export const $discountPreview = atom<
  | { readonly status: 'idle' | 'loading' | 'invalid' }
  | { readonly status: 'ready'; readonly pays: number; readonly price: number }
>({ status: 'idle' });

/**
 * The API's rate of a typed rate ("85" or "8.5" → 0.85); text that is no rate goes as typed so
 * the server's message says what is wrong.
 */
export function rateOfInput(text: string): number | string {
  return parseDiscount(text) ?? text.trim();
}

/** What the API receives for a draft (dates as ISO date-times). */
export function bodyOfDiscountDraft(draft: DiscountDraft): DiscountBody {
  return {
    kind: draft.kind,
    title: draft.title,
    discount: rateOfInput(draft.discount),
    target_id: draft.target_id?.id ?? '',
    starts_at: fromLocalInput(draft.starts_at),
    ends_at: fromLocalInput(draft.ends_at),
  };
}

/** Opens the dialog on a blank discount of a kind, with the picker's first targets. */
export function openDiscountCreate(kind: DiscountKind): void {
  discountForm.reset(blankDiscount(kind));
  $discountPreview.set({ status: 'idle' });
  $discountDialog.set({ mode: 'create' });
  discountTargetSearch.reset();
  void discountTargetSearch.search(kind, '');
}

/** Opens the dialog on a discount to change its title, rate and dates. */
export function openDiscountEdit(discount: Discount): void {
  discountForm.reset({
    kind: discount.kind,
    title: discount.title,
    target_id: discount.target,
    discount: discountInput(discount.discount),
    starts_at: toLocalInput(discount.starts_at),
    ends_at: toLocalInput(discount.ends_at),
  });
  $discountPreview.set({ status: 'ready', pays: discount.pays, price: discount.target.price });
  $discountDialog.set({ mode: 'edit', id: discount.id });
}

/** Closes the dialog; what was typed is forgotten. */
export function closeDiscountDialog(): void {
  $discountDialog.set(null);
  discountForm.reset(blankDiscount(discountForm.$values.get().kind));
  discountTargetSearch.reset();
  $discountPreview.set({ status: 'idle' });
}

/** Changes one field of the draft. */
export function editDiscountDraft<K extends 'title' | 'discount' | 'starts_at' | 'ends_at'>(
  key: K,
  value: DiscountDraft[K],
): void {
  discountForm.set(key, value);
}

/** Picks what the discount prices. */
export function chooseDiscountTarget(target: DiscountTarget): void {
  discountForm.set('target_id', target);
}

/** Searches the targets of the draft's kind by a part of the title. */
export function searchDiscountTargets(keyword: string): Promise<void> {
  return discountTargetSearch.search(discountForm.$values.get().kind, keyword);
}

let previewRun = 0;

/**
 * Asks the pricing function what a student would pay for the draft's target at its rate; a draft
 * without a target or a usable rate has no preview. Only the latest answer is kept.
 */
export async function refreshDiscountPreview(): Promise<void> {
  previewRun += 1;
  const own = previewRun;
  const draft = discountForm.$values.get();
  const rate = parseDiscount(draft.discount);
  if (draft.target_id === null || rate === null) {
    $discountPreview.set({ status: draft.discount.trim() === '' ? 'idle' : 'invalid' });
    return;
  }
  $discountPreview.set({ status: 'loading' });
  try {
    const answer = await previewDiscount({
      kind: draft.kind,
      discount: rate,
      target_id: draft.target_id.id,
    });
    if (own === previewRun)
      $discountPreview.set({ status: 'ready', pays: answer.pays, price: answer.target.price });
  } catch (error) {
    if (own !== previewRun || isCancelled(error)) return;
    if (!(error instanceof ApiError)) throw error;
    error.claim();
    $discountPreview.set({ status: 'invalid' });
  }
}

/**
 * Saves the dialog: creates the discount or changes the one edited, then closes and reloads the
 * list. On a 400 the messages show at the fields and the dialog stays. Resolves whether it saved.
 */
export async function saveDiscount(): Promise<boolean> {
  const dialog = $discountDialog.get();
  if (dialog === null) return false;
  const saved = await discountForm.submit(async (draft) => {
    const body = bodyOfDiscountDraft(draft);
    if (dialog.mode === 'create') await createDiscount(body);
    else {
      const { title, discount, starts_at, ends_at } = body;
      await updateDiscount(dialog.id, { title, discount, starts_at, ends_at });
    }
    return draft;
  });
  if (!saved) return false;
  closeDiscountDialog();
  await reloadDiscountList();
  return true;
}
