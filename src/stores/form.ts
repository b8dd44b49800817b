/**
 * Forms over stores: values, the server's field messages, saving and unsaved state. A screen's
 * store creates one with `createForm` and exposes actions; islands only read and call them.
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { ApiError, CancelledError } from '../api/client.ts';
import { parseDiscount } from '../i18n/format.ts';
import type { Translate } from '../i18n/intl.ts';
import { $t } from './i18n.ts';
import { showToast } from './toasts.ts';
import { markClean, markDirty } from './unsaved.ts';

/** The server's messages per field (`{ "title": ["..."] }`). */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** A form's state and actions. */
export interface Form<V extends object> {
  readonly id: string;
  /** The values being edited. */
  readonly $values: WritableAtom<V>;
  /** The server's messages of the last failed save, per field. */
  readonly $errors: WritableAtom<FieldErrors>;
  /** A save is in flight. */
  readonly $saving: WritableAtom<boolean>;
  /** The values differ from the last loaded or saved ones. */
  readonly $dirty: ReadableAtom<boolean>;
  /** Replaces the values with saved ones (after a load or a save); the form is clean again. */
  reset(values: V): void;
  /** Changes one field; the form becomes dirty and the field's messages (and its parts') go. */
  set<K extends keyof V>(key: K, value: V[K]): void;
  /**
   * Saves through `save`; on success shows the success toast and resets to what `save` returns.
   * First the form's own checks (money, `validate`): their messages show at their fields and
   * nothing is sent. On a 400 the messages of the form's fields show at those fields only (no toast), others as a
   * toast, and nothing typed is lost; other failures show a generic error toast. Resolves whether
   * it saved.
   */
  submit(save: (values: V) => Promise<V>): Promise<boolean>;
  /** The first message of a field, if any. */
  errorOf(field: string): string | undefined;
  /**
   * Runs a check of the values that saves nothing (a validator, a preview): on a 400 the messages
   * show at the fields as with `submit`; the values stay unsaved. Resolves whether it passed.
   */
  check(run: (values: V) => Promise<unknown>): Promise<boolean>;
}

/**
 * Takes a 400's messages for the form's own fields (`title`, `tickets.0.price`) to show at them;
 * messages for other fields are shown as toasts here. A 400 with no field message is left to the
 * client's report (one toast).
 */
function claimFieldErrors(error: ApiError, fields: readonly string[]): FieldErrors {
  const entries = Object.entries(error.fields);
  const own = (field: string) => fields.includes(field.split(/[.[]/)[0] ?? field);
  const shown = entries.filter(([field]) => own(field));
  if (shown.length === 0) return {};
  error.claim();
  for (const [, messages] of entries.filter(([field]) => !own(field)))
    if (messages[0]) showToast('error', messages[0]);
  return Object.fromEntries(shown);
}

/** A number typed with a fraction (`12.5`, `.5`, `12.`). */
const fractionText = /^[+-]?(\d*\.\d+|\d+\.)$/;

/** The typed values at a path of the values (`price`, `tickets.*.fundraising`), with their field names. */
function valuesAt(values: unknown, path: readonly string[], prefix = ''): [string, unknown][] {
  const [head, ...rest] = path;
  if (head === undefined) return [[prefix, values]];
  if (typeof values !== 'object' || values === null) return [];
  const record = values as Record<string, unknown>;
  const keys = head === '*' && Array.isArray(values) ? values.map((_, i) => String(i)) : [head];
  return keys.flatMap((key) =>
    valuesAt(record[key], rest, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/**
 * The message for a typed discount rate that is not one (`validate`'s helper; a blank rate is left
 * to the server's "required"): 85, 8.5 and 0.85 all mean a student pays 85 %.
 */
export function discountProblem(text: string, t: Translate): string | undefined {
  return text.trim() === '' || parseDiscount(text) !== null ? undefined : t('form.discountRate');
}

/** Options of a form. */
export interface FormOptions<V> {
  /** The server's fields the form shows messages of besides its values (a list's own, `teachs`). */
  readonly fields?: readonly string[];
  /**
   * Its money fields, typed in whole TWD (`price`, `tickets.*.fundraising`): one typed with a
   * fraction answers "whole NT$ amounts only" at the field before any call, as typed.
   */
  readonly money?: readonly string[];
  /** Problems the form finds itself before any call, per field (translated with `t`). */
  readonly validate?: (values: V, t: Translate) => Readonly<Record<string, string>>;
}

/** The problems a form finds in its values before any call, per field. */
function localProblems<V>(values: V, options: FormOptions<V>, t: Translate): FieldErrors {
  const problems: Record<string, string[]> = {};
  for (const path of options.money ?? [])
    for (const [field, value] of valuesAt(values, path.split('.')))
      if (typeof value === 'string' && fractionText.test(value.trim()))
        problems[field] = [t('form.wholeAmount')];
  for (const [field, message] of Object.entries(options.validate?.(values, t) ?? {}))
    problems[field] = [message];
  return problems;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Creates a form with an id (for the unsaved guard) and initial values; `options` names the
 * server's fields it shows besides its values, its money fields and its own checks.
 */
export function createForm<V extends object>(
  id: string,
  initial: V,
  options: FormOptions<V> = {},
): Form<V> {
  const { fields = [] } = options;
  const $values = atom<V>(initial);
  const $saved = atom<V>(initial);
  const $errors = atom<FieldErrors>({});
  const $saving = atom(false);
  const $dirty = computed([$values, $saved], (values, saved) => !same(values, saved));
  $dirty.subscribe((dirty) => {
    if (dirty) markDirty(id);
    else markClean(id);
  });

  /** Runs a call with the form's values, showing a 400's messages at the fields. */
  async function attempt(run: () => Promise<unknown>): Promise<boolean> {
    if ($saving.get()) return false;
    const problems = localProblems($values.get(), options, $t.get());
    if (Object.keys(problems).length > 0) {
      $errors.set(problems);
      return false;
    }
    $saving.set(true);
    $errors.set({});
    try {
      await run();
      return true;
    } catch (error) {
      if (error instanceof CancelledError) return false;
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 400)
        $errors.set(claimFieldErrors(error, [...Object.keys($values.get()), ...fields]));
      else if (error.status !== 403) showToast('error', $t.get()('form.saveFailed'));
      return false;
    } finally {
      $saving.set(false);
    }
  }

  return {
    id,
    $values,
    $errors,
    $saving,
    $dirty,
    reset(values) {
      $saved.set(values);
      $values.set(values);
      $errors.set({});
    },
    set(key, value) {
      $values.set({ ...$values.get(), [key]: value });
      // The field's messages go, and those of its parts (`date.end` when `date` changes).
      const name = String(key);
      const own = (field: string) =>
        field === name || field.startsWith(`${name}.`) || field.startsWith(`${name}[`);
      if (Object.keys($errors.get()).some(own)) {
        $errors.set(Object.fromEntries(Object.entries($errors.get()).filter(([f]) => !own(f))));
      }
    },
    async submit(save) {
      return attempt(async () => {
        const saved = await save($values.get());
        $saved.set(saved);
        $values.set(saved);
        showToast('success', $t.get()('form.saved'));
      });
    },
    check(run) {
      return attempt(() => run($values.get()));
    },
    errorOf(field) {
      return $errors.get()[field]?.[0];
    },
  };
}
