import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  $deletion,
  confirmsDeletion,
  deleteTypedItem,
  startDeletion,
  typeDeletion,
} from '../../stores/items/delete.ts';
import { readOnlyReason } from '../../stores/item.ts';
import { $page } from '../../stores/page.ts';
import { FormField } from '../form/FormField.tsx';
import { useT } from '../use-t.ts';
import { kindLabels, statusLabel } from '../../lib/item-labels.ts';
import { ItemFrame } from '../ui/ItemFrame.tsx';

function DeleteForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const state = useStore($deletion);
  const { locale } = useStore($page);
  const readOnly = readOnlyReason(item, 'owner-or-admin');
  const kind = t(kindLabels[item.kind]);
  const ready = confirmsDeletion(state.typed, item.title);

  return (
    <form
      className="settings-form settings-form--danger"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void deleteTypedItem(item).then((deleted) => {
          if (deleted) void navigate(urlFor(locale, item.kind));
        });
      }}
    >
      <h2>{t('items.delete.title', { kind })}</h2>
      <p>{t('items.delete.warning', { kind: item.kind, status: t(statusLabel(item.status)) })}</p>
      <fieldset className="settings-form__fields" disabled={readOnly !== null || state.deleting}>
        <legend className="visually-hidden">{t('items.delete.title', { kind })}</legend>
        <p id="item-delete-instruction">
          {t('items.delete.typeTitle')} <strong className="settings-quote">{item.title}</strong>
        </p>
        <FormField
          id="item-delete-confirm"
          label={t('items.delete.confirmLabel')}
          autoComplete="off"
          spellCheck={false}
          value={state.typed}
          onValue={typeDeletion}
          error={state.error ?? undefined}
        />
        <div className="form-actions">
          <button type="submit" className="button button--danger" disabled={!ready}>
            {state.deleting ? t('items.delete.deleting') : t('items.delete.submit', { kind })}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** Deleting an item, confirmed by typing its title. */
export default function DeleteScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="owner-or-admin" start={startDeletion}>
      {(item) => <DeleteForm item={item} />}
    </ItemFrame>
  );
}
