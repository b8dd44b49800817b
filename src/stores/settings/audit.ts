/**
 * The settings' audit trail as the screen shows it: configuration values under their setting's
 * name, and an administrator's permission keys under "Permissions of <name>", read as areas and
 * levels ("Orders · read and change") rather than keys.
 */
import { permissionAreas, type PermissionArea } from '../../../server/src/contract/plain/me.ts';
import type { AuditEntry, AuditList } from '../../api/audit.ts';
import { fetchSettingsAudit } from '../../api/settings.ts';
import type { Translate } from '../../i18n/intl.ts';

/** The field an administrator's permissions show under in the trail (`admin:<id>`). */
const ADMIN_KEY = /^admin:\d+$/;

/** Permission keys as the trail reads them: "<area label> · <level>", in area order. */
export function readableKeys(
  keys: unknown,
  t: Translate,
  areaLabels: Readonly<Record<PermissionArea, string>>,
): unknown {
  if (!Array.isArray(keys)) return keys;
  const texts = keys.filter((key): key is string => typeof key === 'string');
  return permissionAreas.flatMap((area) => {
    if (texts.includes(`${area}.*`))
      return [`${t(areaLabels[area])} · ${t('settings.level.write')}`];
    if (texts.includes(`${area}.read`))
      return [`${t(areaLabels[area])} · ${t('settings.level.read')}`];
    return [];
  });
}

/** An entry about an administrator's keys with its field named after them, values readable. */
function shownEntry(
  entry: AuditEntry,
  t: Translate,
  areaLabels: Readonly<Record<PermissionArea, string>>,
): AuditEntry {
  if (!ADMIN_KEY.test(entry.subject_key)) return entry;
  const rename = (values: AuditEntry['before']) =>
    values === null
      ? null
      : {
          [entry.subject_key]: readableKeys(values['permissions'], t, areaLabels),
        };
  return { ...entry, before: rename(entry.before), after: rename(entry.after) };
}

/** Loads a page of the settings' audit trail, shown as the screen reads it. */
export async function loadSettingsAudit(
  page: number,
  signal: AbortSignal,
  t: Translate,
  areaLabels: Readonly<Record<PermissionArea, string>>,
): Promise<AuditList> {
  const list = await fetchSettingsAudit(page, signal);
  return { ...list, data: list.data.map((entry) => shownEntry(entry, t, areaLabels)) };
}
