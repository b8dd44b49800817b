import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { professionLocales } from '../../../server/src/contract/plain/settings.ts';
import {
  $archivingProfession,
  $editingProfession,
  closeProfession,
  editProfessionName,
  loadManagedProfessions,
  managedProfessionsLoader,
  openNewProfession,
  openProfession,
  professionForm,
  saveProfessionNames,
  setProfessionArchived,
} from '../../stores/settings/professions.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { $i18n } from '../../stores/i18n.ts';
import { useT } from '../use-t.ts';

/** The label of each locale's name field. */
const localeLabels = {
  'zh-TW': 'settings.professions.nameZhTW',
  'zh-CN': 'settings.professions.nameZhCN',
  en: 'settings.professions.nameEn',
} as const;

/** Adding or renaming a profession: its name in each locale, each required. */
function ProfessionDialog() {
  const t = useT();
  const editing = useStore($editingProfession);
  const { values, saving, error } = useForm(professionForm);
  useEffect(() => closeProfession, []);
  return (
    <FormDialog
      open={editing !== null}
      className="site-settings-dialog"
      titleId="settings-profession-title"
      title={
        editing === 'new'
          ? t('settings.professions.addTitle')
          : t('settings.professions.renameTitle')
      }
      onClose={closeProfession}
      onSubmit={saveProfessionNames}
      saving={saving}
      submitLabel={t('settings.professions.save')}
      cancelLabel={t('settings.cancel')}
    >
      {professionLocales.map((locale) => (
        <FormField
          key={locale}
          id={`settings-profession-${locale}`}
          label={t(localeLabels[locale])}
          value={values[locale]}
          required
          maxLength={50}
          error={error(locale)}
          onValue={(name) => editProfessionName(locale, name)}
        />
      ))}
    </FormDialog>
  );
}

/** The professions lecturers pick for their items: add, rename, archive and restore. */
export function ProfessionsSection() {
  const t = useT();
  const state = useStore(managedProfessionsLoader.$state);
  const archiving = useStore($archivingProfession);
  const { locale } = useStore($i18n);
  return (
    <section className="site-settings-card" aria-labelledby="settings-professions-heading">
      <h2 id="settings-professions-heading" className="site-settings-card__title">
        {t('settings.professions.heading')}
      </h2>
      <p className="site-settings-card__intro">{t('settings.professions.intro')}</p>
      <p>
        <button type="button" className="button" onClick={openNewProfession}>
          {t('settings.professions.add')}
        </button>
      </p>
      <LoadState
        state={state}
        skeleton="table"
        onRetry={() => void loadManagedProfessions()}
        empty={{ title: t('settings.professions.empty') }}
        isEmpty={(list) => list.data.length === 0}
      >
        {(list) => (
          <DataTable
            caption={t('settings.professions.heading')}
            stack
            rows={list.data}
            rowKey={(row) => row.id}
            columns={[
              ...professionLocales.map((locale) => ({
                key: locale,
                header: t(localeLabels[locale]),
                rowHeader: locale === 'zh-TW',
                cell: (row: (typeof list.data)[number]) => row[locale],
              })),
              {
                key: 'status',
                header: t('settings.professions.status'),
                cell: (row) =>
                  row.archived
                    ? t('settings.professions.archived')
                    : t('settings.professions.active'),
              },
              {
                key: 'actions',
                header: t('settings.admins.actions'),
                hideHeader: true,
                cell: (row) => (
                  <span className="site-settings-actions">
                    <button
                      type="button"
                      className="button"
                      aria-label={t('settings.professions.renameOf', { name: row[locale] })}
                      onClick={() => openProfession(row)}
                    >
                      {t('settings.professions.rename')}
                    </button>{' '}
                    <button
                      type="button"
                      className="button"
                      disabled={archiving}
                      aria-label={t(
                        row.archived
                          ? 'settings.professions.restoreOf'
                          : 'settings.professions.archiveOf',
                        { name: row[locale] },
                      )}
                      onClick={() => void setProfessionArchived(row, !row.archived)}
                    >
                      {t(
                        row.archived
                          ? 'settings.professions.restore'
                          : 'settings.professions.archive',
                      )}
                    </button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </LoadState>
      <ProfessionDialog />
    </section>
  );
}
