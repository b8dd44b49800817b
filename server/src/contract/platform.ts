/**
 * Contract of the platform routes (geo and configuration): request and response schemas. The
 * client imports the inferred types only (`import type`), so this file depends on zod alone.
 */
import { z } from 'zod';
import { withSchemas } from './operation.ts';
import { currencies, MAX_CONFIG_KEYS, platformOperations } from './plain/platform.ts';

/** `GET /v2/geoips` answer: the client's country and what follows from it (seed section 9). */
export const geoResponse = z.object({
  iso_code: z.string().regex(/^[A-Z]{2}$/),
  locale_code: z.enum(['zh-TW', 'zh-CN', 'en']),
  currency: z.enum(currencies),
});

/** The keys as sent: `keys[]=A&keys[]=B`, or one comma list `keys=A,B`. */
const keysInput = z.union([z.array(z.string()), z.string()]);

/**
 * `GET /v2/configs` query: the wanted keys (deduplicated, at most {@link MAX_CONFIG_KEYS}); without
 * keys the answer is an empty list.
 */
export const configsQuery = z.object({
  keys: keysInput
    .optional()
    .transform((value = []) => {
      const list = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','));
      return [...new Set(list.map((key) => key.trim()).filter((key) => key !== ''))];
    })
    .pipe(z.array(z.string().max(100)).max(MAX_CONFIG_KEYS)),
});

/** `GET /v2/configs` answer: the asked keys that exist, with their values. */
export const configsResponse = z.object({
  data: z.array(z.object({ key: z.string(), value: z.string() })),
});

/** The client's country, locale and currency. */
export type GeoResponse = z.output<typeof geoResponse>;
/** The configuration values found. */
export type ConfigsResponse = z.output<typeof configsResponse>;

/** The platform operations with their schemas. */
export const platformContract = withSchemas(platformOperations, {
  geo: { response: geoResponse },
  configs: { query: configsQuery, response: configsResponse },
});
