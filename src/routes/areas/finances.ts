/** Finances (administrators): payout requests and remittances. */
import { inSection } from '../define.ts';

/** Declares one of the area's routes: they all hang under the finances section. */
const route = inSection('finances');

/** The area's screens. */
export const routes = [
  route('finances-applies', '/finances/applies', 'finances/ApplyListScreen', {
    list: true,
    persist: true,
    title: 'page.finances.applies',
  }),
  route('finances-applies-apply_id', '/finances/applies/{apply_id}', 'finances/ApplyScreen', {
    title: 'page.finances.apply',
    link: 'finances-applies',
  }),
  route(
    'finances-applies-apply_id-edit',
    '/finances/applies/{apply_id}/edit',
    'finances/ApplyEditScreen',
    {
      title: 'page.finances.applyEdit',
      link: 'finances-applies',
    },
  ),
  route('finances-remittances', '/finances/remittances', 'finances/RemittanceListScreen', {
    list: true,
    persist: true,
    title: 'page.finances.remittances',
  }),
] as const;
