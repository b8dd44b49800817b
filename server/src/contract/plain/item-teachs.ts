/** The co-lecturer operations of items (`.../teachs`). Zod-free. */
import { kindsWith } from './items.ts';

/** Operations of an item's lecturers. */
export const itemTeachsOperations = {
  list: { method: 'get', path: '/lecturers/v2/{kind}/{id}/teachs', kinds: kindsWith('teachs') },
  add: { method: 'post', path: '/lecturers/v2/{kind}/{id}/teachs', kinds: kindsWith('teachs') },
  save: { method: 'put', path: '/lecturers/v2/{kind}/{id}/teachs', kinds: kindsWith('teachs') },
} as const;
