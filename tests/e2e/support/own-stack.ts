/**
 * A stack of the product: the reference API as a child process in its own process group (so a
 * SIGKILL reaches tsx and the node it runs) on a given data folder, and the admin and lecturer
 * hosts in the calling process. Each worker tests one (global-setup.ts); tests that kill the API
 * start their own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataRoot } from '../../../playwright.config.ts';
import { startStaticHosts, type StaticHosts } from '../../../scripts/static-host.ts';
import { repoRoot } from './source-files.ts';

/**
 * The data folder with the demo data (database and the covers' files) that the global setup
 * creates once per run; a stack whose data folder is empty starts on a copy of it.
 */
export const demoTemplateDir = join(repoRoot, e2eDataRoot, 'template');

/** Ports and data folder of an own stack. */
export interface OwnStackOptions {
  readonly apiPort: number;
  readonly adminPort: number;
  readonly lecturerPort: number;
  readonly dataDir: string;
  /** Also write what the API prints on stderr to this process's stderr (as a web server would). */
  readonly echoErrors?: boolean;
  /** More environment for the API (e.g. STORAGE_URL and its credentials); wins over the above. */
  readonly env?: Readonly<Record<string, string>>;
}

/** The API as a child process that can be killed and started again on the same data. */
export class ApiProcess {
  private child: ChildProcess | null = null;
  /** Everything the API printed (all starts). */
  log = '';

  constructor(private readonly options: OwnStackOptions) {}

  get base(): string {
    return `http://localhost:${this.options.apiPort}`;
  }

  /** Starts the API and waits until it answers (the first start creates the database). */
  async start(timeout = 150_000): Promise<void> {
    if (this.child) throw new Error('The API is already running');
    const { apiPort, adminPort, lecturerPort, dataDir } = this.options;
    if (await answers(`${this.base}/openapi.json`)) {
      throw new Error(`Port ${String(apiPort)} already answers: is an earlier run still up?`);
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      API_PORT: String(apiPort),
      PUBLIC_URL: this.base,
      ADMIN_ORIGIN: `http://localhost:${adminPort}`,
      LECTURER_ORIGIN: `http://localhost:${lecturerPort}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      ...this.options.env,
    };
    delete env['DATABASE_URL'];
    const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
      cwd: repoRoot,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      this.log += chunk.toString();
      if (this.options.echoErrors) process.stderr.write(chunk);
    });
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `The API exited (${String(child.exitCode ?? child.signalCode)}):\n${this.log}`,
        );
      }
      if (await answers(`${this.base}/openapi.json`)) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`The API did not start in ${timeout} ms:\n${this.log}`);
  }

  /** Kills the API's process group (only this child's) and waits until it is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child?.pid === undefined) return;
    const gone =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
    await gone;
  }
}

/** Whether a URL answers 2xx (false while nothing listens there). */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** The API child and the two hosts (runtime config pointing at the API, stores exposed). */
export interface OwnStack {
  readonly api: ApiProcess;
  readonly adminOrigin: string;
  readonly lecturerOrigin: string;
  close(): Promise<void>;
}

/**
 * Starts the API (child) and the hosts of the build in `dist` (this process). An empty data folder
 * gets a copy of the demo template first, when there is one (it saves creating the database).
 */
export async function startOwnStack(options: OwnStackOptions): Promise<OwnStack> {
  if (!existsSync(join(options.dataDir, 'pglite')) && existsSync(demoTemplateDir)) {
    cpSync(demoTemplateDir, options.dataDir, { recursive: true });
  }
  const api = new ApiProcess(options);
  const adminOrigin = `http://localhost:${options.adminPort}`;
  const lecturerOrigin = `http://localhost:${options.lecturerPort}`;
  let hosts: StaticHosts | null = null;
  try {
    await api.start();
    hosts = await startStaticHosts({
      root: join(repoRoot, 'dist'),
      hosts: [{ port: options.adminPort }, { port: options.lecturerPort }],
      runtimeConfig: {
        apiBase: api.base,
        adminOrigin,
        lecturerOrigin,
        mainSite: `${api.base}/`,
        mainSiteLogin: `${api.base}/login`,
        cookieDomain: '',
        exposeStores: true,
      },
    });
  } catch (error) {
    await api.kill();
    throw error;
  }
  const running = hosts;
  return {
    api,
    adminOrigin,
    lecturerOrigin,
    close: async () => {
      await Promise.all([api.kill(), running.close()]);
    },
  };
}
