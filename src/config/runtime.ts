/**
 * Runtime configuration: one static build deploys anywhere because hosts, API and main site are
 * read at run time from `/runtime-config.js`, a small file next to the build.
 */

/** What the deployment tells the back office. */
export interface RuntimeConfig {
  /** Base URL of the marketplace API. */
  readonly apiBase: string;
  /** Origin of the admin host. */
  readonly adminOrigin: string;
  /** Origin of the lecturer host. */
  readonly lecturerOrigin: string;
  /** The main site users are sent to when they may not use the back office. */
  readonly mainSite: string;
  /** The main site's login page (a `redirect` query parameter brings the user back). */
  readonly mainSiteLogin: string;
  /** Parent domain the login and locale cookies are shared on ('' = the current host only). */
  readonly cookieDomain: string;
  /** Exposes the shared stores on `window.__backoffice` (browser tests only). */
  readonly exposeStores?: boolean;
}

declare global {
  interface Window {
    __BACKOFFICE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** Local defaults of decisions.md: admin 4321, lecturer 4322, API 8787. */
export const defaultRuntimeConfig: RuntimeConfig = {
  apiBase: 'http://localhost:8787',
  adminOrigin: 'http://localhost:4321',
  lecturerOrigin: 'http://localhost:4322',
  mainSite: 'http://localhost:8787/',
  mainSiteLogin: 'http://localhost:8787/login',
  cookieDomain: '',
};

/** The runtime configuration of this page (defaults where the file is missing a value). */
export function runtimeConfig(): RuntimeConfig {
  const loaded = typeof window === 'undefined' ? undefined : window.__BACKOFFICE_CONFIG__;
  return { ...defaultRuntimeConfig, ...loaded };
}

/** Which host an origin is: the admin host, the lecturer host, or neither. */
export function hostKind(origin: string, config: RuntimeConfig): 'admin' | 'lecturer' | 'unknown' {
  if (origin === config.adminOrigin) return 'admin';
  if (origin === config.lecturerOrigin) return 'lecturer';
  return 'unknown';
}
