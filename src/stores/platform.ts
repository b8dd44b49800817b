/**
 * Geo and configuration, loaded once per browser session (seed section 9): country, locale and
 * currency (defaults TW, zh-TW, TWD; unknown countries pay in USD) and the TWD→USD rate (default
 * 0.036). Errors reading either are only logged.
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

function readCache(storage: Storage): { geo: unknown; rate: unknown } | null {
  try {
    const text = storage.getItem(CACHE_KEY);
    return text ? (JSON.parse(text) as { geo: unknown; rate: unknown }) : null;
  } catch {
    return null;
  }
}

let loading: Promise<void> | null = null;

/** Loads geo and rate once per session (cached in sessionStorage); never throws. */
export function loadPlatform(storage: Storage = sessionStorage): Promise<void> {
  const cached = readCache(storage);
  if (cached) {
    $geo.set(normalizeGeo(cached.geo));
    $usdRate.set(parseRate(cached.rate));
    $geoKnown.set(true);
    return Promise.resolve();
  }
  loading ??= (async () => {
    const [geo, configs] = await Promise.allSettled([fetchGeo(), fetchConfigs([RATE_CONFIG_KEY])]);
    if (geo.status === 'fulfilled') {
      $geo.set(normalizeGeo(geo.value));
      $geoKnown.set(true);
    } else console.warn('Could not read geo information', geo.reason);
    const rateValue =
      configs.status === 'fulfilled'
        ? configs.value.data.find((item) => item.key === RATE_CONFIG_KEY)?.value
        : undefined;
    if (configs.status === 'rejected')
      console.warn('Could not read the exchange rate', configs.reason);
    $usdRate.set(parseRate(rateValue));
    if (geo.status === 'fulfilled')
      storage.setItem(CACHE_KEY, JSON.stringify({ geo: geo.value, rate: rateValue }));
  })().finally(() => {
    loading = null;
  });
  return loading;
}
