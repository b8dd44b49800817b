/** Platform values and operations: the visitor's geo and configuration. Zod-free. */

/** Most configuration keys one request may ask for. */
export const MAX_CONFIG_KEYS = 50;

/** Currencies prices are shown in. */
export const currencies = ['TWD', 'USD'] as const;

/** Operations of the platform. */
export const platformOperations = {
  geo: { method: 'get', path: '/v2/geoips' },
  configs: { method: 'get', path: '/v2/configs' },
} as const;
