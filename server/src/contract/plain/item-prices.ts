/** The price operations of items: the normal price and a course's stage prices. Zod-free. */
import { kindsWith } from './items.ts';

/** Operations of item prices. */
export const itemPricesOperations = {
  prices: { method: 'put', path: '/lecturers/v2/{kind}/{id}/prices', kinds: kindsWith('prices') },
  tickets: {
    method: 'put',
    path: '/lecturers/v2/{kind}/{id}/fundraising_tickets',
    kinds: kindsWith('tickets'),
  },
} as const;
