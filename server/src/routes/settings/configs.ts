/**
 * The platform configuration administrators edit: each editable key's value (the stored one, else
 * its default) and changing several at once, each checked against its definition, every problem
 * at its key's field; unknown keys are refused. Each change is audited (`SETTING`, the key).
 */
import { inArray } from 'drizzle-orm';
import { recordAudit } from '../../audit/record.ts';
import type { Setting } from '../../contract/settings.ts';
import { DEFAULT_ANNOUNCEMENT_MONTHLY_LIMIT } from '../../contract/plain/interactions.ts';
import {
  isSettingKey,
  settingDefinitions,
  settingKeys,
  type SettingDefinition,
  type SettingKey,
} from '../../contract/plain/settings.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { configs } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { badRequest, HttpError, type Problem } from '../../http/errors.ts';

type Tx = Database | Transaction;

/** The value a key has while no row stores one. */
function defaultOf(key: SettingKey, env: Env): string {
  return key === 'TWD_TO_USD_RATE'
    ? String(env.TWD_TO_USD_RATE)
    : String(DEFAULT_ANNOUNCEMENT_MONTHLY_LIMIT);
}

/** Every editable setting with its value (stored, else the default) and its definition. */
export async function readSettings(tx: Tx, env: Env): Promise<Setting[]> {
  const rows = await tx
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(inArray(configs.key, settingKeys));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return settingKeys.map((key) => ({
    key,
    value: stored.get(key) ?? defaultOf(key, env),
    definition: settingDefinitions[key],
  }));
}

/** A value checked against its definition: its stored form, or the problem. */
export function checkSettingValue(
  definition: SettingDefinition,
  text: string,
): { value: string } | { problem: Problem } {
  const trimmed = text.trim();
  const { min, max } = definition;
  if (definition.type === 'integer') {
    if (!/^\d{1,10}$/.test(trimmed) || Number(trimmed) < min || Number(trimmed) > max)
      return { problem: { id: 'settings.integerRange', values: { min, max } } };
    return { value: String(Number(trimmed)) };
  }
  const match = /^(\d{1,10})(?:\.(\d+))?$/.exec(trimmed);
  const number = Number(trimmed);
  if (!match || number <= min || number >= max)
    return { problem: { id: 'settings.decimalRange', values: { min, max } } };
  if ((match[2] ?? '').replace(/0+$/, '').length > definition.decimals)
    return { problem: { id: 'settings.decimals', values: { decimals: definition.decimals } } };
  return { value: String(number) };
}

/**
 * Changes the settings a body names (all or none): 400 with every problem at its key's field, or
 * when it names none. Records each changed value in the audit log.
 */
export async function updateSettings(
  tx: Tx,
  body: Readonly<Record<string, unknown>>,
  actorId: number,
  env: Env,
): Promise<Setting[]> {
  const sent = Object.entries(body).filter(([, value]) => value !== undefined);
  if (sent.length === 0) throw badRequest('settings.nothingToChange');
  const problems: Record<string, Problem[]> = {};
  const changes: [SettingKey, string][] = [];
  for (const [key, value] of sent) {
    if (!isSettingKey(key)) {
      problems[key] = [{ id: 'settings.unknownKey' }];
      continue;
    }
    const checked = checkSettingValue(settingDefinitions[key], String(value));
    if ('problem' in checked) problems[key] = [checked.problem];
    else changes.push([key, checked.value]);
  }
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
  const before = new Map((await readSettings(tx, env)).map((each) => [each.key, each.value]));
  for (const [key, value] of changes) {
    const was = before.get(key) ?? null;
    if (was === value) continue;
    await tx
      .insert(configs)
      .values({ key, value })
      .onConflictDoUpdate({ target: configs.key, set: { value } });
    await recordAudit(tx, {
      subject: 'SETTING',
      key,
      action: 'UPDATE',
      before: { [key]: was },
      after: { [key]: value },
      actorId,
    });
  }
  return readSettings(tx, env);
}
