/**
 * The whole product for browser benchmarks (`bench:editor`, `bench:lighthouse`): started like
 * `npm start --fresh` (the site built first when stale) on free ports with its own data folder,
 * and a JSON POST helper for setting up data through the API.
 */
import { startChildService } from '../server/src/testing/child-service.ts';
import { freePort } from './postgres.ts';

/** The running product: its origins, and how to stop it. */
export interface BenchProduct {
  readonly origins: { readonly api: string; readonly admin: string; readonly lecturer: string };
  stop(): Promise<void>;
}

/** Starts the product (`scripts/start.ts --fresh`) in its own process group on free ports. */
export async function startProduct(dataDir: string): Promise<BenchProduct> {
  const [apiPort, adminPort, lecturerPort] = [await freePort(), await freePort(), await freePort()];
  const origins = {
    api: `http://localhost:${String(apiPort)}`,
    admin: `http://localhost:${String(adminPort)}`,
    lecturer: `http://localhost:${String(lecturerPort)}`,
  };
  const env = {
    API_PORT: String(apiPort),
    PUBLIC_URL: origins.api,
    ADMIN_ORIGIN: origins.admin,
    LECTURER_ORIGIN: origins.lecturer,
    DATA_DIR: dataDir,
  };
  const { stop } = await startChildService({
    name: 'The product',
    args: ['scripts/start.ts', '--fresh'],
    env,
    readyUrl: `${origins.api}/openapi.json`,
    timeoutMs: 300_000,
  });
  return { origins, stop };
}

/** POSTs JSON to the API (as a token's user, or nobody) and returns the answer; throws unless 2xx. */
export async function post<T>(
  base: string,
  path: string,
  token: string | null,
  body: object,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      hilocale: 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST ${path}: ${String(response.status)} ${await response.text()}`);
  return (await response.json()) as T;
}
