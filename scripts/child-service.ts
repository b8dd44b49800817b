/** A service (the API, or the whole product) started by a bench as a child in its own process group. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** A started service and how to stop it (SIGTERM to its group, SIGKILL after 10 s). */
export interface ChildService {
  stop: () => Promise<void>;
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
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited while starting:\n${log}`);
    try {
      if ((await fetch(options.readyUrl)).ok) return { stop };
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
