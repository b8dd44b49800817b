/**
 * The test cases each resource keeps in its folder, for the API tests that sweep every endpoint
 * (test code: the server never imports this). A new resource adds its lines here.
 */
import type { MatrixRows } from '../testing/authorization.ts';
import type { BadInputCases } from '../testing/bad-input.ts';
import { authorization as auth } from './auth/authorization.cases.ts';
import { authorization as me } from './me/authorization.cases.ts';
import { authorization as platform } from './platform/authorization.cases.ts';
import { authorization as items } from './items/authorization.cases.ts';
import { authorization as categories } from './categories/authorization.cases.ts';
import { authorization as professions } from './professions/authorization.cases.ts';
import { authorization as interactions } from './interactions/authorization.cases.ts';
import { authorization as itemPrices } from './item-prices/authorization.cases.ts';
import { authorization as itemTeachs } from './item-teachs/authorization.cases.ts';
import { authorization as itemTypes } from './item-types/authorization.cases.ts';
import { authorization as lecturers } from './lecturers/authorization.cases.ts';
import { authorization as uploads } from './uploads/authorization.cases.ts';
import { authorization as chapters } from './chapters/authorization.cases.ts';
import { authorization as lectures } from './lectures/authorization.cases.ts';
import { authorization as subtitles } from './subtitles/authorization.cases.ts';
import { authorization as compiler } from './compiler/authorization.cases.ts';
import { authorization as ai } from './ai/authorization.cases.ts';
import { authorization as announcements } from './announcements/authorization.cases.ts';
import { authorization as packages } from './packages/authorization.cases.ts';
import { authorization as discounts } from './discounts/authorization.cases.ts';
import { authorization as coupons } from './coupons/authorization.cases.ts';
import { authorization as applies } from './applies/authorization.cases.ts';
import { authorization as remittances } from './remittances/authorization.cases.ts';
import { authorization as revenues } from './revenues/authorization.cases.ts';
import { authorization as dashboard } from './dashboard/authorization.cases.ts';
import { authorization as orders } from './orders/authorization.cases.ts';
import { authorization as mail } from './mail/authorization.cases.ts';
import { authorization as memberGroups } from './member-groups/authorization.cases.ts';
import { authorization as settings } from './settings/authorization.cases.ts';
import { authorization as members } from './members/authorization.cases.ts';
import { authorization as lecturerProfiles } from './lecturer-profiles/authorization.cases.ts';
import { authorization as trash } from './trash/authorization.cases.ts';
import { authorization as search } from './search/authorization.cases.ts';
import { badInput as packagesBadInput } from './packages/bad-input.cases.ts';
import { badInput as discountsBadInput } from './discounts/bad-input.cases.ts';
import { badInput as appliesBadInput } from './applies/bad-input.cases.ts';
import { badInput as revenuesBadInput } from './revenues/bad-input.cases.ts';
import { badInput as ordersBadInput } from './orders/bad-input.cases.ts';
import { badInput as membersBadInput } from './members/bad-input.cases.ts';
import { badInput as mailBadInput } from './mail/bad-input.cases.ts';
import { badInput as memberGroupsBadInput } from './member-groups/bad-input.cases.ts';
import { badInput as settingsBadInput } from './settings/bad-input.cases.ts';
import { badInput as lecturerProfilesBadInput } from './lecturer-profiles/bad-input.cases.ts';
import { badInput as itemsBadInput } from './items/bad-input.cases.ts';
import { badInput as itemTypesBadInput } from './item-types/bad-input.cases.ts';
import { badInput as searchBadInput } from './search/bad-input.cases.ts';

/** Each resource's rows of the authorization matrix (server/src/authorization.test.ts). */
export const authorizationCases: readonly MatrixRows[] = [
  auth,
  me,
  platform,
  items,
  categories,
  professions,
  interactions,
  itemPrices,
  itemTeachs,
  itemTypes,
  lecturers,
  uploads,
  chapters,
  lectures,
  subtitles,
  compiler,
  ai,
  announcements,
  packages,
  discounts,
  coupons,
  applies,
  remittances,
  revenues,
  dashboard,
  orders,
  memberGroups,
  settings,
  mail,
  members,
  lecturerProfiles,
  trash,
  search,
];

/** Each resource's bad input beyond the sweep of every write (server/src/bad-input.test.ts). */
export const badInputCases: readonly BadInputCases[] = [
  packagesBadInput,
  discountsBadInput,
  appliesBadInput,
  revenuesBadInput,
  ordersBadInput,
  membersBadInput,
  memberGroupsBadInput,
  settingsBadInput,
  mailBadInput,
  lecturerProfilesBadInput,
  itemsBadInput,
  itemTypesBadInput,
  searchBadInput,
];
