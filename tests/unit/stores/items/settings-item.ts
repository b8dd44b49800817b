/** A catalogue item as the API answers it, for the settings stores' tests. */
import type { ItemDetail } from '../../../../server/src/contract/items.ts';

/** An owner's draft course with every field at a plain value; `changes` overrides. */
export function settingsItem(changes: Partial<ItemDetail> = {}): ItemDetail {
  return {
    id: 7,
    kind: 'courses',
    title: 'Rust for people in a hurry',
    subtitle: '',
    status: 'DRAFT',
    level: 'DEFAULT',
    language: 'CHINESE',
    profession_id: null,
    cover: null,
    introduction: '',
    learnings: [],
    requirements: [],
    audiences: [],
    letter: '',
    privacy: 'PUBLIC',
    interactions: { questions: true, feedbacks: true, creations: false },
    category: '',
    type: 'COURSE',
    price: 1234,
    original_price: null,
    tickets: [],
    fundraising: false,
    fundraising_threshold: null,
    fundraising_ends_at: null,
    presale_count: 0,
    platform_share: 30,
    scheduled_at: null,
    review_note: null,
    lecturer: { id: 3, name: 'Teacher' },
    my_role: 'owner',
    my_permissions: ['infos', 'prices', 'chapters', 'messages', 'settings'],
    moves: [],
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...changes,
  };
}
