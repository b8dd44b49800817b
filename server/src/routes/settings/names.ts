/**
 * What professions and categories share: names in every locale, each unique among the rows of
 * their table in that locale (without case).
 */
import { professionLocales } from '../../contract/plain/settings.ts';
import { HttpError, type Problem } from '../../http/errors.ts';
import type { MessageId } from '../../i18n/messages.ts';

/** A name per locale. */
export type Names = Record<(typeof professionLocales)[number], string>;

/** The names and archived flag sent for a profession or a category. */
export interface NamedInput extends Names {
  readonly archived?: boolean | undefined;
}

/** The names of what was sent. */
export function namesOf(input: NamedInput): Names {
  return { 'zh-TW': input['zh-TW'], 'zh-CN': input['zh-CN'], en: input.en };
}

/** Refuses (400 at each locale's field, with `taken`) a name another row has in that locale. */
export function requireUniqueNames(
  rows: readonly { readonly id: number; readonly names: Names }[],
  names: Names,
  exceptId: number | null,
  taken: MessageId,
): void {
  const problems: Record<string, Problem[]> = {};
  for (const locale of professionLocales) {
    const clash = rows.some(
      (row) =>
        row.id !== exceptId &&
        row.names[locale].toLocaleLowerCase() === names[locale].toLocaleLowerCase(),
    );
    if (clash) problems[locale] = [{ id: taken }];
  }
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
}
