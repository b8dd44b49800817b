/**
 * A service (the API, or the whole product) started as a child in its own process group, so a
 * signal reaches tsx and the node process it runs: used by the benches and the API restart test.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('../../../', import.meta.url).pathname;

/** A started service. */
export interface ChildService {
  /** Stops it: SIGTERM to its group, SIGKILL after 15 s; resolves once it has exited. */
  stop: () => Promise<void>;
  /** Sends a signal to its group (e.g. SIGKILL to crash it); resolves once it has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/**
 * Runs `tsx <args>` from the project's root with this process's environment plus `env` (without
 * DATABASE_URL unless `env` names one, so PGlite is the default) and waits until `readyUrl`
 * answers 2xx; throws with the child's output when it exits first or takes longer than
 * `timeoutMs`.
 */
export async function startChildService(options: {
  name: string;
  args: readonly string[];
  env: Readonly<Record<string, string>>;
  readyUrl: string;
  timeoutMs: number;
}): Promise<ChildService> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env['DATABASE_URL'];
  Object.assign(env, options.env);
  let log = '';
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [...options.args], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const kill = async (signal: NodeJS.Signals) => {
    if (child.pid === undefined || gone()) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
    await exited;
  };
  const stop = async () => {
    if (child.pid === undefined || gone()) return;
    const timer = setTimeout(() => void kill('SIGKILL'), 15_000);
    await kill('SIGTERM');
    clearTimeout(timer);
  };
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited while starting:\n${log}`);
    try {
      if ((await fetch(options.readyUrl)).ok) return { stop, kill };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${options.name} did not start within ${String(options.timeoutMs / 1000)} s:\n${log}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
