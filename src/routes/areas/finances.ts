/** Finances (administrators): payout requests and remittances. */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('finances-applies', '/finances/applies', 'finances/ApplyListScreen', {
    list: true,
    persist: true,
    title: 'page.finances.applies',
    section: 'finances',
  }),
  r('finances-applies-apply_id', '/finances/applies/{apply_id}', 'finances/ApplyScreen', {
    title: 'page.finances.apply',
    section: 'finances',
    link: 'finances-applies',
  }),
  r(
    'finances-applies-apply_id-edit',
    '/finances/applies/{apply_id}/edit',
    'finances/ApplyEditScreen',
    {
      title: 'page.finances.applyEdit',
      section: 'finances',
      link: 'finances-applies',
    },
  ),
  r('finances-remittances', '/finances/remittances', 'finances/RemittanceListScreen', {
    list: true,
    persist: true,
    title: 'page.finances.remittances',
    section: 'finances',
  }),
] as const;
