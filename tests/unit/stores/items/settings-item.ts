/** A catalogue item as the API answers it, for the settings stores' tests. */
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { infoItem } from './info-fixture.ts';

/** An owner's draft course with plain values (no category, price 1234); `changes` overrides. */
export function settingsItem(changes: Partial<ItemDetail> = {}): ItemDetail {
  return infoItem({
    title: 'Rust for people in a hurry',
    subtitle: '',
    level: 'DEFAULT',
    profession_id: null,
    introduction: '',
    learnings: [],
    audiences: [],
    letter: '',
    interactions: { questions: true, feedbacks: true, creations: false },
    category: '',
    price: 1234,
    lecturer: { id: 3, name: 'Teacher' },
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...changes,
  });
}
