import type { ItemDetail, StatusMove } from '../../../../server/src/contract/items.ts';
import { reasonLabels } from '../../../stores/items/status.ts';
import { useT } from '../../use-t.ts';
import { statusLabel } from '../../../lib/item-labels.ts';

/** An item and some of the moves of its status. */
export interface MovesProps {
  readonly item: ItemDetail;
  readonly moves: readonly StatusMove[];
}

/** The moves the viewer may not make now, each with a sentence saying why. */
export function RefusedMoves({ item, moves }: MovesProps) {
  const t = useT();
  const current = t(statusLabel(item.status));
  return (
    <ul className="settings-refused">
      {moves.map((move) => {
        const status = t(statusLabel(move.status));
        return (
          <li key={move.status} className="settings-refused__move">
            <span className="settings-refused__status">{status}</span>
            <span className="settings-refused__reason">
              {t(reasonLabels[move.reason ?? 'no-move'], { status, current })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
