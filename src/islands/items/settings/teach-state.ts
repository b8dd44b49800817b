import type { ItemDetail, Teach } from '../../../../server/src/contract/items.ts';
import type { LoadView } from '../../../stores/loader.ts';

/** The lecturers' load state as it concerns one item (another item's list counts as loading). */
export function teachState(
  state: LoadView<{ readonly kind: string; readonly id: number }, Teach[]>,
  item: ItemDetail,
): LoadView<unknown, Teach[]> {
  const ours = state.key?.kind === item.kind && state.key.id === item.id;
  return ours ? state : { status: 'loading', key: null, data: null };
}
