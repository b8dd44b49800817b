/** Platform information: the visitor's geo and configuration values. */
import type {
  ConfigsResponse,
  GeoResponse,
  platformContract,
} from '../../server/src/contract/platform.ts';
import { platformOperations } from '../../server/src/contract/plain/platform.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof platformContract>(platformOperations);

/** The visitor's country, locale and currency (`GET /v2/geoips`). */
export function fetchGeo(): Promise<GeoResponse> {
  return call(operations.geo);
}

/** Configuration values by key (`GET /v2/configs`). */
export function fetchConfigs(keys: readonly string[]): Promise<ConfigsResponse> {
  return call(operations.configs, { query: { keys: keys.join(',') } });
}
