/**
 * What the professions and categories sections of the settings screen share: every row with its
 * names in zh-TW, zh-CN and en; a dialog adds one or renames one (each name required; the server's
 * refusals show at their locale's field, nothing typed lost); archiving and restoring are one-off
 * actions. Each change reloads the settings' audit trail.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Translate } from '../../i18n/intl.ts';
import { createAction } from '../action.ts';
import { createForm, type Form } from '../form.ts';
import { createLoader, type Loader } from '../loader.ts';
import { settingsChanged } from './platform.ts';

/** A row's names, by locale, as typed. */
export interface LocaleNames {
  readonly 'zh-TW': string;
  readonly 'zh-CN': string;
  readonly en: string;
}

/** A row as settings manage it. */
interface NamedRow extends LocaleNames {
  readonly id: number;
  readonly archived: boolean;
}

/** The calls and words of one list. */
interface NamedListOptions<R extends NamedRow> {
  /** The loader's key and the form's id. */
  readonly name: string;
  readonly fetch: (signal: AbortSignal) => Promise<{ data: R[] }>;
  readonly add: (names: LocaleNames) => Promise<R>;
  readonly save: (id: number, body: LocaleNames & { archived: boolean }) => Promise<R>;
  /** The toast of a failed archive or restore. */
  readonly failed: (t: Translate) => string;
}

/** One list's stores and actions. */
export interface NamedList<R extends NamedRow> {
  readonly loader: Loader<string, { data: R[] }>;
  readonly form: Form<LocaleNames>;
  readonly $editing: WritableAtom<R | 'new' | null>;
  readonly $archiving: ReadableAtom<boolean>;
  readonly load: () => Promise<void>;
  readonly openNew: () => void;
  readonly open: (row: R) => void;
  readonly close: () => void;
  readonly editName: (locale: keyof LocaleNames, name: string) => void;
  readonly saveNames: () => Promise<boolean>;
  readonly setArchived: (row: R, archived: boolean) => Promise<boolean>;
  /** Puts the server's list in place (after a reorder) and moves the audit trail on. */
  readonly replace: (rows: R[]) => void;
}

const blank: LocaleNames = { 'zh-TW': '', 'zh-CN': '', en: '' };

function namesOf(row: LocaleNames): LocaleNames {
  return { 'zh-TW': row['zh-TW'], 'zh-CN': row['zh-CN'], en: row.en };
}

/** Creates one list's loader, dialog form and actions. */
export function createNamedList<R extends NamedRow>(options: NamedListOptions<R>): NamedList<R> {
  const { name } = options;
  const loader = createLoader<string, { data: R[] }>((_key, signal) => options.fetch(signal));
  const form = createForm<LocaleNames>(`settings-${name}`, blank);
  const $editing = atom<R | 'new' | null>(null);

  function close(): void {
    $editing.set(null);
    form.reset(blank);
  }

  function replace(rows: R[]): void {
    loader.set(name, { data: rows });
    settingsChanged();
  }

  // The list with one row as the server now has it (added at the end when new).
  function stored(row: R): void {
    const list = loader.dataFor(name)?.data ?? [];
    const known = list.some((each) => each.id === row.id);
    replace(known ? list.map((each) => (each.id === row.id ? row : each)) : [...list, row]);
  }

  const archive = createAction(
    async (row: R, archived: boolean) => {
      stored(await options.save(row.id, { ...namesOf(row), archived }));
    },
    { failed: options.failed },
  );

  return {
    loader,
    form,
    $editing,
    $archiving: archive.$busy,
    load: () => loader.load(name, true),
    openNew: () => {
      form.reset(blank);
      $editing.set('new');
    },
    open: (row) => {
      form.reset(namesOf(row));
      $editing.set(row);
    },
    close,
    editName: (locale, text) => form.set(locale, text),
    saveNames: async () => {
      const editing = $editing.get();
      if (editing === null) return false;
      const saved = await form.submit(async (names) => {
        const answer =
          editing === 'new'
            ? await options.add(names)
            : await options.save(editing.id, { ...names, archived: editing.archived });
        stored(answer);
        return namesOf(answer);
      });
      if (!saved) return false;
      close();
      return true;
    },
    setArchived: (row, archived) => archive.run(row, archived),
    replace,
  };
}
