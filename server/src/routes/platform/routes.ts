/** The platform routes: the client's country (geo) and public configuration values. */
import { inArray } from 'drizzle-orm';
import { providerFromEnv } from '../../ai/configured.ts';
import { platformContract } from '../../contract/platform.ts';
import type { GeoResponse } from '../../contract/platform.ts';
import { configs } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';

/** The country of a request: the CDN's header when it holds two letters, else the default. */
export function countryOf(headers: Readonly<Record<string, string>>, env: Env): string {
  const sent = headers[env.GEO_COUNTRY_HEADER.toLowerCase()]?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(sent) ? sent : env.GEO_DEFAULT_COUNTRY.toUpperCase();
}

/** Locale and currency of a country (seed section 9: TW zh-TW/TWD, CN zh-CN, else en/USD). */
export function geoOf(country: string): GeoResponse {
  return {
    iso_code: country,
    locale_code: country === 'TW' ? 'zh-TW' : country === 'CN' ? 'zh-CN' : 'en',
    currency: country === 'TW' ? 'TWD' : 'USD',
  };
}

/** The configuration key answering 'true' or 'false': whether a writing assistant is configured. */
export const ASSISTANT_ENABLED_KEY = 'assistant_enabled';

/** Keys computed from the environment rather than stored (they win over a stored row). */
function computedConfigs(env: Env): ReadonlyMap<string, string> {
  return new Map([[ASSISTANT_ENABLED_KEY, String(providerFromEnv(env) !== null)]]);
}

/** Declared routes of this resource. */
export const platformRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: platformContract.geo,
    summary:
      "The client's country (from the CDN's country header), with the locale and currency that follow.",
    tag: 'platform',
    access: { kind: 'public' },
    readOnly: true,
    handler: ({ headers, env }) => Promise.resolve(geoOf(countryOf(headers, env))),
  }),
  defineRoute({
    operation: platformContract.configs,
    summary:
      'Platform configuration values by key (`keys[]=A&keys[]=B` or `keys=A,B`, at most 50); unknown keys are left out. `assistant_enabled` answers whether a writing assistant is configured (`true` or `false`).',
    tag: 'platform',
    access: { kind: 'public' },
    readOnly: true,
    handler: async ({ tx, query, env }) => {
      if (query.keys.length === 0) return { data: [] };
      const computed = computedConfigs(env);
      const stored = query.keys.filter((key) => !computed.has(key));
      const rows =
        stored.length === 0
          ? []
          : await tx
              .select({ key: configs.key, value: configs.value })
              .from(configs)
              .where(inArray(configs.key, stored));
      const byKey = new Map([...rows.map((row) => [row.key, row.value] as const), ...computed]);
      return {
        data: query.keys.flatMap((key) => {
          const value = byKey.get(key);
          return value === undefined ? [] : [{ key, value }];
        }),
      };
    },
  }),
];
