/** The message keys naming permission areas and settings on the settings screen. */
import type { PermissionArea } from '../../../server/src/contract/plain/me.ts';
import type { SettingKey } from '../../../server/src/contract/plain/settings.ts';

/** The label of each permission area (the sections of seed section 6, plus dashboard and export). */
export const areaLabels: Readonly<Record<PermissionArea, string>> = {
  v2_course: 'settings.area.course',
  v2_coupon: 'settings.area.coupon',
  v2_order: 'settings.area.order',
  v2_remittance: 'settings.area.remittance',
  v2_interaction: 'settings.area.interaction',
  v2_lecturer: 'settings.area.lecturer',
  v2_member: 'settings.area.member',
  v2_setting: 'settings.area.setting',
  dashboard: 'settings.area.dashboard',
  export: 'settings.area.export',
};

/** The label of each editable setting. */
export const settingLabels: Readonly<Record<SettingKey, string>> = {
  TWD_TO_USD_RATE: 'settings.key.usdRate',
  ANNOUNCEMENT_MONTHLY_LIMIT: 'settings.key.announcementLimit',
};
