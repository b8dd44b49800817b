/** An item as the API answers it, for the item screens' store tests. */
import type { ItemDetail } from '../../../../server/src/contract/items.ts';

/** A draft course owned by the viewer, with overrides. */
export function infoItem(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return {
    id: 7,
    kind: 'courses',
    title: 'Watercolour basics',
    subtitle: 'Paint with light',
    status: 'DRAFT',
    level: 'ELEMENTARY',
    language: 'CHINESE',
    profession_id: 3,
    cover: null,
    introduction: '<p>Hello</p>',
    learnings: ['Mix colours'],
    requirements: [],
    audiences: ['Beginners'],
    letter: 'Welcome!',
    privacy: 'PUBLIC',
    interactions: { questions: true, feedbacks: true, creations: true },
    category: 'design',
    type: 'COURSE',
    price: 1200,
    original_price: null,
    tickets: [],
    fundraising: false,
    fundraising_threshold: null,
    fundraising_ends_at: null,
    presale_count: 0,
    platform_share: 30,
    scheduled_at: null,
    review_note: null,
    lecturer: { id: 2, name: 'Teacher' },
    my_role: 'owner',
    my_permissions: ['infos', 'prices', 'chapters', 'messages', 'settings'],
    moves: [],
    created_at: '2026-01-02T03:04:05.000Z',
    updated_at: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

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
