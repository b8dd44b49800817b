/**
 * Whose coupons, discounts and packages an administrator's list shows (issue #31): every owner's
 * (''), the platform's (`platform`) or one lecturer's (their id), kept in the address as
 * `owner`; the names of lecturers picked by the lecturer search are remembered for the filter bar.
 */
import { map } from 'nanostores';
import type { FilterField } from '../lib/list-query.ts';

/** An owner filter as the address holds it: '' (everyone), 'platform' or a lecturer's id. */
export type OwnerValue = '' | 'platform' | `${number}`;

/** The value an address holds ('' when absent or not one: a lecturer's id is a positive whole number). */
export function readOwner(text: string | undefined): OwnerValue {
  if (text === 'platform') return 'platform';
  return text !== undefined && /^[1-9][0-9]{0,9}$/.test(text) ? (text as `${number}`) : '';
}

/** The owner filter of a list query (`owner` in the address; '' leaves it out). */
export function ownerFilter(): FilterField<OwnerValue> {
  return {
    fallback: '',
    read: (values) => readOwner(values[0]),
    write: (value) => (value === '' ? undefined : value),
    narrows: true,
    always: false,
  };
}

/** The `owner` the API takes for a filter value (none for everyone). */
export function ownerQuery(value: OwnerValue): { readonly owner?: 'platform' | number } {
  if (value === '') return {};
  return { owner: value === 'platform' ? 'platform' : Number(value) };
}

/** Names of the lecturers picked, by id (the address holds only the id). */
export const $ownerNames = map<Record<string, string>>({});

/** Remembers a picked lecturer's name; answers the filter value for them. */
export function pickOwner(lecturer: { readonly id: number; readonly name: string }): OwnerValue {
  $ownerNames.setKey(String(lecturer.id), lecturer.name);
  return String(lecturer.id) as `${number}`;
}
