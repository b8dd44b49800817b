import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { ReadableAtom } from 'nanostores';
import { professionLocales } from '../../../server/src/contract/plain/settings.ts';
import type { Form } from '../../stores/form.ts';
import type { Loader } from '../../stores/loader.ts';
import type { LocaleNames } from '../../stores/settings/named-list.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { $i18n } from '../../stores/i18n.ts';
import { useT } from '../use-t.ts';

/** The label of each locale's name field. */
const localeLabels = {
  'zh-TW': 'settings.named.nameZhTW',
  'zh-CN': 'settings.named.nameZhCN',
  en: 'settings.named.nameEn',
} as const;

/** A row the section lists: its names and whether it is archived. */
interface NamedRow extends LocaleNames {
  readonly id: number;
  readonly archived: boolean;
}

/** The words of one list, as message keys. */
interface SectionWords {
  readonly heading: string;
  readonly intro: string;
  readonly add: string;
  readonly empty: string;
  readonly addTitle: string;
  readonly renameTitle: string;
  readonly save: string;
}

/** One list's stores and actions (`src/stores/settings/named-list.ts`) and its words. */
interface Props<R extends NamedRow> {
  /** Names the section's ids (`settings-<id>-…`). */
  readonly id: string;
  readonly words: SectionWords;
  readonly loader: Loader<string, { data: R[] }>;
  readonly form: Form<LocaleNames>;
  readonly $editing: ReadableAtom<R | 'new' | null>;
  readonly $archiving: ReadableAtom<boolean>;
  readonly load: () => Promise<void>;
  readonly openNew: () => void;
  readonly open: (row: R) => void;
  readonly close: () => void;
  readonly editName: (locale: keyof LocaleNames, name: string) => void;
  readonly saveNames: () => Promise<boolean>;
  readonly setArchived: (row: R, archived: boolean) => Promise<boolean>;
  /** More buttons before rename (a category's moves), given the row, its place and the list. */
  readonly moreActions?: (row: R, index: number, rows: readonly R[], name: string) => ReactNode;
}

/** Adding or renaming a row: its name in each locale, each required. */
function NameDialog<R extends NamedRow>(props: Props<R>) {
  const t = useT();
  const editing = useStore(props.$editing);
  const { values, saving, error } = useForm(props.form);
  const { close } = props;
  useEffect(() => close, [close]);
  return (
    <FormDialog
      open={editing !== null}
      className="site-settings-dialog"
      titleId={`settings-${props.id}-title`}
      title={editing === 'new' ? t(props.words.addTitle) : t(props.words.renameTitle)}
      onClose={props.close}
      onSubmit={props.saveNames}
      saving={saving}
      submitLabel={t(props.words.save)}
      cancelLabel={t('settings.cancel')}
    >
      {professionLocales.map((locale) => (
        <FormField
          key={locale}
          id={`settings-${props.id}-${locale}`}
          label={t(localeLabels[locale])}
          value={values[locale]}
          required
          maxLength={50}
          error={error(locale)}
          onValue={(name) => props.editName(locale, name)}
        />
      ))}
    </FormDialog>
  );
}

/**
 * A list of names in three locales the settings manage (professions, categories): add, rename,
 * archive and restore, with loading, empty and failure states.
 */
export function NamedListSection<R extends NamedRow>(props: Props<R>) {
  const t = useT();
  const state = useStore(props.loader.$state);
  const archiving = useStore(props.$archiving);
  const { locale } = useStore($i18n);
  const { words, moreActions } = props;
  const headingId = `settings-${props.id}-heading`;
  return (
    <section className="site-settings-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-settings-card__title">
        {t(words.heading)}
      </h2>
      <p className="site-settings-card__intro">{t(words.intro)}</p>
      <p>
        <button type="button" className="button" onClick={props.openNew}>
          {t(words.add)}
        </button>
      </p>
      <LoadState
        state={state}
        skeleton="table"
        onRetry={() => void props.load()}
        empty={{ title: t(words.empty) }}
        isEmpty={(list) => list.data.length === 0}
      >
        {(list) => (
          <DataTable
            caption={t(words.heading)}
            stack
            rows={list.data}
            rowKey={(row) => row.id}
            columns={[
              ...professionLocales.map((each) => ({
                key: each,
                header: t(localeLabels[each]),
                rowHeader: each === 'zh-TW',
                cell: (row: R) => row[each],
              })),
              {
                key: 'status',
                header: t('settings.named.status'),
                cell: (row) =>
                  row.archived ? t('settings.named.archived') : t('settings.named.active'),
              },
              {
                key: 'actions',
                header: t('settings.admins.actions'),
                hideHeader: true,
                cell: (row) => (
                  <span className="site-settings-actions">
                    {moreActions?.(row, list.data.indexOf(row), list.data, row[locale])}
                    <button
                      type="button"
                      className="button"
                      aria-label={t('settings.named.renameOf', { name: row[locale] })}
                      onClick={() => props.open(row)}
                    >
                      {t('settings.named.rename')}
                    </button>{' '}
                    <button
                      type="button"
                      className="button"
                      disabled={archiving}
                      aria-label={t(
                        row.archived ? 'settings.named.restoreOf' : 'settings.named.archiveOf',
                        { name: row[locale] },
                      )}
                      onClick={() => void props.setArchived(row, !row.archived)}
                    >
                      {t(row.archived ? 'settings.named.restore' : 'settings.named.archive')}
                    </button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </LoadState>
      <NameDialog {...props} />
    </section>
  );
}
