/**
 * The source of the compiler's worker thread (plain JavaScript, run with `eval: true`, so it needs
 * no build step). It runs the program in a fresh vm context that has no require, process, import
 * or timers: only `console` and `stdin` (the input as a string). Console output is turned into
 * text inside the context and handed out as strings only, so no host object reaches the program.
 */
export const workerSource = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');
const { code, stdin, timeoutMs, maxOutput } = workerData;
const out = { stdout: '', stderr: '', size: 0, truncated: false };
function emit(stream, text) {
  try {
    if (typeof text !== 'string' || out.truncated) return;
    const room = maxOutput - out.size;
    const part = text.length > room ? text.slice(0, room) : text;
    out[stream === 'stderr' ? 'stderr' : 'stdout'] += part;
    out.size += part.length;
    if (part.length < text.length) {
      out.truncated = true;
      out.stderr += '\n[output truncated]\n';
    }
  } catch {
    // Never let a host error reach the program.
  }
}
const context = vm.createContext(Object.create(null), {
  codeGeneration: { strings: true, wasm: false },
  microtaskMode: 'afterEvaluate',
});
const install = vm.runInContext(
  "(function (emit, input) { 'use strict';" +
    "const text = (value) => { if (typeof value === 'string') return value;" +
    "if (value instanceof Error) return String(value.stack || value);" +
    "if (typeof value === 'function' || typeof value === 'symbol' || value === undefined) return String(value);" +
    "try { const json = JSON.stringify(value); return json === undefined ? String(value) : json; } catch { return String(value); } };" +
    "const line = (values) => values.map(text).join(' ') + '\\n';" +
    "const log = (...values) => { emit('stdout', line(values)); };" +
    "const error = (...values) => { emit('stderr', line(values)); };" +
    "globalThis.console = Object.freeze({ log, info: log, debug: log, warn: error, error });" +
    "globalThis.stdin = input;" +
    "return (value) => text(value); })",
  context,
);
const describe = install((stream, text) => emit(stream, text), String(stdin));
let exitCode = 0;
let timedOut = false;
try {
  vm.runInContext(code, context, { timeout: timeoutMs, filename: 'main.js', displayErrors: false });
} catch (error) {
  if (error && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
    timedOut = true;
    exitCode = 124;
  } else {
    exitCode = 1;
    let message = 'Error';
    try {
      message = describe(error);
    } catch {
      // An error whose description throws stays "Error".
    }
    emit('stderr', message + '\n');
  }
}
parentPort.postMessage({ stdout: out.stdout, stderr: out.stderr, exitCode, timedOut });
`;
