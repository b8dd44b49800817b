/** The e-mail log (administrators with `v2_setting`): the outbox's messages, under settings. */
import { inSection } from '../define.ts';

/** Declares one of the area's routes: they hang under the settings section. */
const route = inSection('settings');

/** The area's screens. */
export const routes = [
  route('settings-mail', '/settings/mail', 'mail/MailLogScreen', {
    list: true,
    title: 'page.mailLog',
  }),
] as const;
