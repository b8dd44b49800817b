import type { ItemKind } from '../../../server/src/contract/items.ts';
import { thumbnailUrl } from '../../lib/thumbnail.ts';
import { itemListUrl } from '../../routes/item-urls.ts';
import { useT } from '../use-t.ts';
import { kindLabels, listLabels } from '../../lib/item-labels.ts';
import { usePageItem } from '../ui/ItemFrame.tsx';
import { ItemStatusBadge } from '../ui/ItemStatusBadge.tsx';

const THUMB = { width: 64, height: 36 } as const;

/** The item an item screen is about (cover, title, status) and the way back to its list. */
export default function ItemHeader({ kind }: { readonly kind: ItemKind }) {
  const t = useT();
  const { page, state, ref } = usePageItem();

  const item =
    state.status === 'ready' && state.item.kind === ref?.kind && state.item.id === ref.id
      ? state.item
      : null;
  const loading =
    !item && ref?.id !== 'create' && state.status !== 'not-found' && state.status !== 'error';
  return (
    <section
      className="item-header"
      aria-label={t('items.header.label', { kind: t(kindLabels[kind]) })}
    >
      <a className="item-header__back" href={itemListUrl(page.locale, kind)}>
        <span aria-hidden="true">←</span> {t('items.header.back', { list: t(listLabels[kind]) })}
      </a>
      {item ? (
        <div className="item-header__item">
          {item.cover ? (
            <img
              className="item-header__cover"
              src={thumbnailUrl(item.cover.url, THUMB.width, THUMB.height)}
              alt=""
              width={THUMB.width}
              height={THUMB.height}
            />
          ) : (
            <span className="item-header__cover item-header__cover--none" aria-hidden="true" />
          )}
          <p className="item-header__title">{item.title}</p>
          <ItemStatusBadge status={item.status} />
        </div>
      ) : ref?.id === 'create' ? (
        <p className="item-header__title">{t('items.header.new', { kind: t(kindLabels[kind]) })}</p>
      ) : (
        loading && <span className="item-header__placeholder skeleton__line" aria-hidden="true" />
      )}
    </section>
  );
}
