import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { readOnlyReason } from '../../stores/item.ts';
import { resetLecturerSearch } from '../../stores/lecturer-search.ts';
import { teachListLoader } from '../../stores/items/teach-list.ts';
import {
  $sharesTotal,
  changeShare,
  removeCoLecturer,
  saveShares,
  sharesForm,
  startShares,
} from '../../stores/items/teachs.ts';
import { FieldError } from '../form/FieldError.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { LecturerSearch } from './settings/LecturerSearch.tsx';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { teachState } from './settings/teach-state.ts';

function SharesTotal() {
  const t = useT();
  const { total, difference } = useStore($sharesTotal);
  let text: string;
  if (total === null || difference === null) text = t('items.teachs.totalInvalid');
  else if (difference === 0) text = t('items.teachs.totalOk', { total });
  else if (difference < 0) text = t('items.teachs.totalShort', { total, difference: -difference });
  else text = t('items.teachs.totalOver', { total, difference });
  return (
    <p
      className={`settings-badge ${difference === 0 ? 'settings-badge--on' : 'settings-badge--warn'}`}
      role="status"
    >
      {text}
    </p>
  );
}

function SharesForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const form = useForm(sharesForm);
  const readOnly = readOnlyReason(item, 'owner-or-admin');
  const disabled = readOnly !== null;
  return (
    <SettingsForm
      title={t('items.teachs.title')}
      intro={t('items.teachs.intro')}
      readOnly={readOnly}
      saving={form.saving}
      dirty={form.dirty}
      onSave={() => void saveShares(item.kind, item.id)}
    >
      <div className="settings-table-scroll">
        <table className="settings-table">
          <thead>
            <tr>
              <th scope="col">{t('items.teachs.lecturer')}</th>
              <th scope="col">{t('items.teachs.share')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('items.teachs.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {form.values.rows.map((row, index) => {
              const id = `teach-${String(row.lecturer_id)}-share`;
              const error = form.error(`teachs.${String(index)}.share`);
              return (
                <tr key={row.lecturer_id}>
                  <th scope="row">
                    <span className="settings-table__name">{row.name}</span>
                    <span className="settings-table__email">{row.email}</span>
                    {row.owner && <span className="settings-badge">{t('items.teachs.owner')}</span>}
                  </th>
                  <td>
                    <label htmlFor={id} className="visually-hidden">
                      {t('items.teachs.shareOf', { name: row.name })}
                    </label>
                    <input
                      id={id}
                      className="settings-table__share"
                      inputMode="numeric"
                      disabled={disabled}
                      value={row.share}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(event) => changeShare(row.lecturer_id, event.target.value)}
                    />{' '}
                    %
                    <FieldError id={id} error={error} />
                  </td>
                  <td>
                    {!row.owner && !disabled && (
                      <button
                        type="button"
                        className="button button--quiet"
                        onClick={() => void removeCoLecturer(row.lecturer_id)}
                      >
                        {t('items.teachs.remove', { name: row.name })}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <SharesTotal />
      <FieldError id="teachs" error={form.error('teachs')} />
    </SettingsForm>
  );
}

function LecturersPanel({ item }: { readonly item: ItemDetail }) {
  const list = useStore(teachListLoader.$state);
  useEffect(() => {
    resetLecturerSearch();
    void startShares(item.kind, item.id);
  }, [item.kind, item.id]);
  const editable = readOnlyReason(item, 'owner-or-admin') === null;
  return (
    <LoadState state={teachState(list, item)} onRetry={() => void startShares(item.kind, item.id)}>
      {() => (
        <>
          <SharesForm item={item} />
          {editable && <LecturerSearch item={item} />}
        </>
      )}
    </LoadState>
  );
}

/** The lecturers of a course or ebook and their shares of its profit. */
export default function LecturerProfitScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="owner-or-admin">
      {(item) => <LecturersPanel item={item} />}
    </ItemFrame>
  );
}
