/**
 * Runs a command beside a throw-away server (scripts/postgres.ts, scripts/s3.ts): with the
 * server's environment added, the signals this process gets passed on, and the server stopped
 * when the command ends. Answers the command's exit code (128 + the signal's number when a
 * signal ended it, 127 when it could not start).
 */
import { spawn } from 'node:child_process';

const signalNumbers: Partial<Record<NodeJS.Signals, number>> = {
  SIGINT: 2,
  SIGKILL: 9,
  SIGTERM: 15,
};

/** Runs `program args` with `env` added; `stop` ends the server afterwards. */
export async function runBeside(
  label: string,
  [program, ...args]: readonly [string, ...string[]],
  env: Readonly<Record<string, string>>,
  stop: () => Promise<void>,
): Promise<number> {
  const child = spawn(program, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((done) => {
    child.on('error', (error) => {
      console.error(`[${label}] could not run ${program}: ${error.message}`);
      done(127);
    });
    child.on('exit', (status, signal) =>
      done(status ?? (signal ? 128 + (signalNumbers[signal] ?? 1) : 1)),
    );
  });
  await stop();
  return code;
}
