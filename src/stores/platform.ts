/**
 * Geo and configuration (seed section 9): country, locale and currency (defaults TW, zh-TW, TWD;
 * unknown countries pay in USD), loaded once per browser session, and the TWD→USD rate (default
 * 0.036), shown at once from the session's last value and read again on every page load, so a
 * rate an administrator changed shows after a reload. Errors reading either are only logged.
 */
import { atom } from 'nanostores';
import { fetchConfigs, fetchGeo } from '../api/platform.ts';
import { DEFAULT_TWD_TO_USD_RATE, RATE_CONFIG_KEY, parseRate } from '../i18n/format.ts';
import { geoDefaults, normalizeGeo, type Geo } from '../i18n/geo.ts';

const CACHE_KEY = 'backoffice:platform';

/** The visitor's geo. */
export const $geo = atom<Geo>({ ...geoDefaults });

/** The TWD→USD rate. */
export const $usdRate = atom<number>(DEFAULT_TWD_TO_USD_RATE);

/** Whether the session's geo came from the API (false: defaults). */
export const $geoKnown = atom(false);

interface Cached {
  geo: unknown;
  rate: unknown;
}

function readCache(storage: Storage): Cached | null {
  try {
    const text = storage.getItem(CACHE_KEY);
    return text ? (JSON.parse(text) as Cached) : null;
  } catch {
    return null;
  }
}

function writeCache(storage: Storage, cached: Cached): void {
  try {
    storage.setItem(CACHE_KEY, JSON.stringify(cached));
  } catch {
    // Storage can be full or blocked: the next page asks again.
  }
}

/** Reads the rate from the API; keeps the current one (logging why) when it cannot. */
async function refreshRate(): Promise<unknown> {
  try {
    const configs = await fetchConfigs([RATE_CONFIG_KEY]);
    const value = configs.data.find((item) => item.key === RATE_CONFIG_KEY)?.value;
    $usdRate.set(parseRate(value));
    return value;
  } catch (error) {
    console.warn('Could not read the exchange rate', error);
    return undefined;
  }
}

let loading: Promise<void> | null = null;

/**
 * Loads geo once per session (cached in sessionStorage) and the rate on every call (the cached
 * one shows meanwhile); never throws.
 */
export function loadPlatform(storage: Storage = sessionStorage): Promise<void> {
  const cached = readCache(storage);
  if (cached) {
    $geo.set(normalizeGeo(cached.geo));
    $usdRate.set(parseRate(cached.rate));
    $geoKnown.set(true);
    loading ??= refreshRate()
      .then((rate) => {
        if (rate !== undefined) writeCache(storage, { geo: cached.geo, rate });
      })
      .finally(() => {
        loading = null;
      });
    return Promise.resolve();
  }
  loading ??= (async () => {
    const [geo, rateValue] = await Promise.all([
      fetchGeo().then(
        (value) => ({ ok: true as const, value }),
        (reason: unknown) => ({ ok: false as const, reason }),
      ),
      refreshRate(),
    ]);
    if (geo.ok) {
      $geo.set(normalizeGeo(geo.value));
      $geoKnown.set(true);
      writeCache(storage, { geo: geo.value, rate: rateValue });
    } else console.warn('Could not read geo information', geo.reason);
    if (rateValue === undefined) $usdRate.set(parseRate(undefined));
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/** Uses a rate just saved (settings) at once, here and in the session's cache. */
export function applySavedRate(value: string, storage: Storage = sessionStorage): void {
  $usdRate.set(parseRate(value));
  const cached = readCache(storage);
  if (cached) writeCache(storage, { ...cached, rate: value });
}
