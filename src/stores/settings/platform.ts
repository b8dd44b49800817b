/**
 * The platform section of the settings screen: the editable settings (loaded with their
 * definitions), edited in one form; saving sends them all (the server checks each and answers
 * every problem at its field), uses a new rate at once and reloads the settings' audit trail.
 */
import { atom } from 'nanostores';
import type { Setting } from '../../../server/src/contract/settings.ts';
import { fetchSettings, saveSettings } from '../../api/settings.ts';
import { formatPrice, RATE_CONFIG_KEY } from '../../i18n/format.ts';
import { createForm } from '../form.ts';
import { createLoader } from '../loader.ts';
import { applySavedRate } from '../platform.ts';

/** The example price (TWD) the rate's preview converts. */
export const EXAMPLE_PRICE_TWD = 1990;

/** The editable settings with their definitions. */
export const settingsLoader = createLoader<'settings', { data: Setting[] }>((_key, signal) =>
  fetchSettings(signal),
);

/** The values being edited, by key. */
export const platformForm = createForm<Record<string, string>>('settings-platform', {});

/** Changes after every saved change to settings (the audit trail reloads on it). */
export const $settingsVersion = atom(0);

/** Marks the settings changed: the audit trail shows the newest entries. */
export function settingsChanged(): void {
  $settingsVersion.set($settingsVersion.get() + 1);
}

function valuesOf(settings: readonly Setting[]): Record<string, string> {
  return Object.fromEntries(settings.map((setting) => [setting.key, setting.value]));
}

/** Loads the settings (again) and puts their values in the form. */
export async function openPlatformSettings(): Promise<void> {
  await settingsLoader.load('settings', true);
  const loaded = settingsLoader.dataFor('settings');
  if (loaded) platformForm.reset(valuesOf(loaded.data));
}

/** Changes one setting's value in the form. */
export function editSetting(key: string, value: string): void {
  platformForm.set(key, value);
}

/**
 * The example price in USD at a typed rate (`US$71.64`), or null while the text is not a rate
 * (a number greater than 0 and less than 1).
 */
export function usdPreview(rateText: string): string | null {
  const text = rateText.trim();
  if (!/^\d*\.?\d+$/.test(text)) return null;
  const rate = Number(text);
  return rate > 0 && rate < 1 ? formatPrice(EXAMPLE_PRICE_TWD, 'USD', rate) : null;
}

/**
 * Saves the form: refused values show at their fields, nothing typed lost; on success the new
 * rate is used at once across the site and the audit trail reloads. Resolves whether it saved.
 */
export async function savePlatformSettings(): Promise<boolean> {
  const saved = await platformForm.submit(async (values) => {
    const answer = await saveSettings(values);
    settingsLoader.set('settings', answer);
    return valuesOf(answer.data);
  });
  if (!saved) return false;
  const rate = platformForm.$values.get()[RATE_CONFIG_KEY];
  if (rate !== undefined) applySavedRate(rate);
  settingsChanged();
  return true;
}
