/**
 * The profit setting screen (courses, ebooks): the platform's share of each sale in percent, set
 * by administrators; the lecturers share the rest.
 */
import { computed } from 'nanostores';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { updateItem } from '../../api/items.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';

/** The values of the platform share form (as typed). */
export interface PlatformShareValues {
  readonly platform_share: string;
}

/** The platform share form. */
export const platformShareForm = createForm<PlatformShareValues>('item-platform-share', {
  platform_share: '',
});

/** The lecturers' share (percent) left by a typed platform share; null when it is not 0–100. */
export function lecturersShare(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const share = Number(trimmed);
  return share <= 100 ? 100 - share : null;
}

/** The lecturers' share of the share being edited. */
export const $lecturersShare = computed(platformShareForm.$values, (values) =>
  lecturersShare(values.platform_share),
);

/** Fills the form with the item's saved platform share. */
export function startPlatformShare(item: ItemDetail): void {
  platformShareForm.reset({ platform_share: String(item.platform_share) });
}

/** Saves the platform share (administrators); the item becomes the server's answer. */
export function savePlatformShare(kind: ItemKind, id: number): Promise<boolean> {
  return platformShareForm.submit(async (values) => {
    const item = await updateItem(kind, id, { platform_share: values.platform_share.trim() });
    setItem(item);
    return { platform_share: String(item.platform_share) };
  });
}
