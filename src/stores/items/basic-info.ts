/**
 * The basic-information screen: title, subtitle, level, language and profession of an item, saved
 * with `PUT {kind}/{id}`, or of a new item, created with `POST {kind}`.
 */
import type { courseLanguages, courseLevels } from '../../../server/src/contract/courses.ts';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import {
  courseTypes,
  itemFeatures,
  type CourseType,
} from '../../../server/src/contract/plain/items.ts';
import { createItem, updateItem } from '../../api/items.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';

/** What the form edits; the profession is its id as text ('' for none). */
export interface BasicInfoValues {
  readonly title: string;
  readonly subtitle: string;
  readonly level: (typeof courseLevels)[number];
  readonly language: (typeof courseLanguages)[number];
  readonly profession_id: string;
}

/** Values of a new item. */
export const emptyBasicInfo: BasicInfoValues = {
  title: '',
  subtitle: '',
  level: 'DEFAULT',
  language: 'CHINESE',
  profession_id: '',
};

/** The form of the basic-information screen. */
export const basicInfoForm = createForm<BasicInfoValues>('item-basic-info', emptyBasicInfo);

/** The form's values of an item (or of a new one). */
export function basicInfoOf(item: ItemDetail | null): BasicInfoValues {
  if (!item) return emptyBasicInfo;
  return {
    title: item.title,
    subtitle: item.subtitle,
    level: item.level,
    language: item.language,
    profession_id: item.profession_id === null ? '' : String(item.profession_id),
  };
}

/** Fills the form from an item, or empties it for a new one. */
export function startBasicInfo(item: ItemDetail | null): void {
  basicInfoForm.reset(basicInfoOf(item));
}

/** Saves the form to an item; resolves whether it saved. */
export function saveBasicInfo(kind: ItemKind, id: number): Promise<boolean> {
  return basicInfoForm.submit(async (values) => {
    const answer = await updateItem(kind, id, {
      title: values.title,
      subtitle: values.subtitle,
      level: values.level,
      language: values.language,
      profession_id: values.profession_id === '' ? '' : Number(values.profession_id),
    });
    setItem(answer);
    return basicInfoOf(answer);
  });
}

/**
 * The type a new item of a kind is created with, from the create screen's address (`?type=SINGLE`
 * from the single lectures): null for the default or a kind without types.
 */
export function createTypeOf(kind: ItemKind, query: URLSearchParams): CourseType | null {
  if (!itemFeatures[kind].type) return null;
  return courseTypes.find((type) => type === query.get('type')) ?? null;
}

/** Creates an item (of a type, if given) from the form; resolves the new item, or null when it was not created. */
export async function createBasicInfo(
  kind: ItemKind,
  type: CourseType | null = null,
): Promise<ItemDetail | null> {
  let created: ItemDetail | null = null;
  await basicInfoForm.submit(async (values) => {
    created = await createItem(kind, {
      title: values.title,
      subtitle: values.subtitle,
      level: values.level,
      language: values.language,
      profession_id: values.profession_id === '' ? null : Number(values.profession_id),
      ...(type ? { type } : {}),
    });
    setItem(created);
    return basicInfoOf(created);
  });
  return created;
}
