import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { splitMoves, startStatus } from '../../stores/items/status.ts';
import { useT } from '../use-t.ts';
import { statusLabel } from '../../lib/item-labels.ts';
import { AllowedMoves } from './settings/AllowedMoves.tsx';
import { RefusedMoves } from './settings/RefusedMoves.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

function CurrentStatus({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  return (
    <dl className="settings-facts">
      <div>
        <dt>{t('items.status.current')}</dt>
        <dd>
          <span className={`settings-status settings-status--${item.status.toLowerCase()}`}>
            {t(statusLabel(item.status))}
          </span>
        </dd>
      </div>
      {item.status.toUpperCase() === 'SCHEDULING' && item.scheduled_at && (
        <div>
          <dt>{t('items.status.scheduledAt')}</dt>
          <dd>{formatDate(item.scheduled_at, 'YYYY/MM/DD HH:mm')}</dd>
        </div>
      )}
      {item.review_note && (
        <div className="settings-facts__note">
          <dt>{t('items.status.reviewNote')}</dt>
          <dd>{item.review_note}</dd>
        </div>
      )}
    </dl>
  );
}

function StatusPanel({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const { allowed, refused } = splitMoves(item.moves);
  return (
    <>
      <CurrentStatus item={item} />
      <section className="settings-section" aria-labelledby="item-moves-title">
        <h2 id="item-moves-title">{t('items.status.allowedTitle')}</h2>
        {allowed.length === 0 ? (
          <p className="settings-form__empty">{t('items.status.noAllowed')}</p>
        ) : (
          <AllowedMoves item={item} moves={allowed} />
        )}
      </section>
      {refused.length > 0 && (
        <section className="settings-section" aria-labelledby="item-refused-title">
          <h2 id="item-refused-title">{t('items.status.refusedTitle')}</h2>
          <RefusedMoves item={item} moves={refused} />
        </section>
      )}
    </>
  );
}

/** The item's status and the moves the viewer may make now; the others explained. */
export default function StatusScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need={null} start={startStatus}>
      {(item) => <StatusPanel item={item} />}
    </ItemFrame>
  );
}
