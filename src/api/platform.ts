/** Platform information: the visitor's geo and configuration values. */
import type { ConfigsResponse, GeoResponse } from '../../server/src/contract/platform.ts';
import { http } from './http.ts';

/** The visitor's country, locale and currency (`GET /v2/geoips`). */
export function fetchGeo(): Promise<GeoResponse> {
  return http.request({ path: '/v2/geoips' });
}

/** Configuration values by key (`GET /v2/configs`). */
export function fetchConfigs(keys: readonly string[]): Promise<ConfigsResponse> {
  return http.request({ path: '/v2/configs', query: { keys: keys.join(',') } });
}
