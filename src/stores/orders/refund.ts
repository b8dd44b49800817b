/**
 * The refund dialog of an order: in full (every line's refundable amount) or in part (an amount
 * per line, at most its refundable), a reason, a confirmation step naming the total (which
 * reverses the lecturers' income), then the refund; the order reloads from the answer. Problems
 * show at their fields and nothing typed is lost.
 */
import { atom } from 'nanostores';
import type { Order } from '../../../server/src/contract/orders.ts';
import { MAX_REFUND_REASON_LENGTH } from '../../../server/src/contract/plain/orders.ts';
import { ApiError } from '../../api/client.ts';
import { refundOrder } from '../../api/orders.ts';
import { refusalOf, reportFailure } from '../action.ts';
import { $t } from '../i18n.ts';
import { showToast } from '../toasts.ts';
import { showOrder } from './order.ts';

/** Refund every line's refundable amount, or amounts typed per line. */
export type RefundMode = 'full' | 'part';

/** Messages per field: `reason`, `lines` (the server's) and `amount.<line id>`. */
export type RefundErrors = Readonly<Record<string, string>>;

/** The dialog's state. */
export interface RefundState {
  readonly open: boolean;
  /** Editing the amounts and reason, or confirming them. */
  readonly step: 'edit' | 'confirm';
  readonly mode: RefundMode;
  /** The amounts typed per line id (part mode), as typed. */
  readonly amounts: Readonly<Record<number, string>>;
  readonly reason: string;
  readonly errors: RefundErrors;
  readonly busy: boolean;
}

const closed: RefundState = {
  open: false,
  step: 'edit',
  mode: 'full',
  amounts: {},
  reason: '',
  errors: {},
  busy: false,
};

/** The refund dialog. */
export const $refund = atom<RefundState>(closed);

/** The order the dialog refunds. */
let refunding: Order | null = null;

/** The lines that can still be refunded. */
export function refundableLines(order: Order): Order['lines'] {
  return order.lines.filter((line) => line.refundable > 0);
}

/** Opens the dialog for an order (in full, no reason yet). */
export function openRefund(order: Order): void {
  refunding = order;
  $refund.set({ ...closed, open: true });
}

/** Closes the dialog (unless the refund is being sent). */
export function closeRefund(): void {
  if ($refund.get().busy) return;
  refunding = null;
  $refund.set(closed);
}

function change(next: Partial<RefundState>, clear: readonly string[]): void {
  const state = $refund.get();
  const errors = Object.fromEntries(
    Object.entries(state.errors).filter(([field]) => !clear.includes(field) && field !== 'lines'),
  );
  $refund.set({ ...state, ...next, errors });
}

/** Refunds in full or in part. */
export function setRefundMode(mode: RefundMode): void {
  change({ mode }, Object.keys($refund.get().errors));
}

/** Types the amount of a line (part mode). */
export function setRefundAmount(lineId: number, text: string): void {
  change({ amounts: { ...$refund.get().amounts, [lineId]: text } }, [`amount.${String(lineId)}`]);
}

/** Types the reason. */
export function setRefundReason(reason: string): void {
  change({ reason }, ['reason']);
}

/** A line and the amount refunded of it, as the API takes them. */
export interface RefundLine {
  readonly line_id: number;
  readonly amount: number;
}

/** The lines and amounts a state refunds of an order (full: every refundable; part: typed > 0). */
export function refundLinesOf(order: Order, state: RefundState): RefundLine[] {
  return refundableLines(order).flatMap((line) => {
    if (state.mode === 'full') return [{ line_id: line.id, amount: line.refundable }];
    const amount = Number((state.amounts[line.id] ?? '').trim() || '0');
    return Number.isInteger(amount) && amount > 0 ? [{ line_id: line.id, amount }] : [];
  });
}

/** The total a state refunds. */
export function refundTotalOf(order: Order, state: RefundState): number {
  return refundLinesOf(order, state).reduce((sum, line) => sum + line.amount, 0);
}

/** What is wrong with a state before sending (empty when nothing), per field. */
export function refundProblems(order: Order, state: RefundState): RefundErrors {
  const t = $t.get();
  const problems: Record<string, string> = {};
  if (state.mode === 'part') {
    for (const line of refundableLines(order)) {
      const text = (state.amounts[line.id] ?? '').trim();
      if (text === '') continue;
      const amount = Number(text);
      const field = `amount.${String(line.id)}`;
      if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(amount))
        problems[field] = t('orders.refund.amountWhole');
      else if (amount > line.refundable)
        problems[field] = t('orders.refund.amountTooMuch', {
          amount: line.refundable,
        });
    }
  }
  if (refundLinesOf(order, state).length === 0 && Object.keys(problems).length === 0)
    problems['lines'] = t('orders.refund.nothing');
  const reason = state.reason.trim();
  if (reason === '') problems['reason'] = t('orders.refund.reasonRequired');
  else if (reason.length > MAX_REFUND_REASON_LENGTH)
    problems['reason'] = t('orders.refund.reasonTooLong', { max: MAX_REFUND_REASON_LENGTH });
  return problems;
}

/** Checks the amounts and reason; goes to the confirmation step when they hold. */
export function reviewRefund(): boolean {
  const state = $refund.get();
  if (!refunding) return false;
  const errors = refundProblems(refunding, state);
  if (Object.keys(errors).length > 0) {
    $refund.set({ ...state, errors });
    return false;
  }
  $refund.set({ ...state, step: 'confirm', errors: {} });
  return true;
}

/** Back from the confirmation to the amounts (nothing typed is lost). */
export function backToRefundEdit(): void {
  $refund.set({ ...$refund.get(), step: 'edit' });
}

/**
 * Sends the confirmed refund. On success the order shows as answered (status, refunded, history),
 * the dialog closes and a toast says the total; a 400 shows its messages at the fields on the
 * amounts step. Resolves whether it refunded.
 */
export async function confirmRefund(): Promise<boolean> {
  const state = $refund.get();
  const order = refunding;
  if (!order || state.busy || state.step !== 'confirm') return false;
  const lines = refundLinesOf(order, state);
  const total = refundTotalOf(order, state);
  $refund.set({ ...state, busy: true });
  try {
    const answer = await refundOrder(order.id, { lines, reason: state.reason.trim() });
    refunding = null;
    $refund.set(closed);
    showOrder(answer);
    showToast('success', $t.get()('orders.refund.done', { amount: total }));
    return true;
  } catch (error) {
    // A refusal shows its messages at the amounts step (the reason's at the reason); any other
    // failure is one toast.
    const refusal = refusalOf(error);
    const errors: Record<string, string> = {};
    if (refusal !== null && error instanceof ApiError) {
      error.claim();
      for (const [field, messages] of Object.entries(error.fields)) {
        const key = field.startsWith('reason') ? 'reason' : 'lines';
        if (messages[0] && !errors[key]) errors[key] = messages[0];
      }
      if (Object.keys(errors).length === 0) errors['lines'] = refusal;
    }
    $refund.set({ ...$refund.get(), busy: false, step: 'edit', errors });
    if (refusal === null) reportFailure(error, () => $t.get()('orders.refund.failed'));
    return false;
  }
}
