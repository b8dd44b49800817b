/**
 * The compiler screens: the program and input being written on `/compilers` and the recent runs
 * that `/compilers/console` lists and `/compilers/preview` renders. Both are kept per user in
 * this browser's storage, so nothing typed is lost on a reload, and the other windows follow a
 * run as it lands (storage events).
 */
import { atom } from 'nanostores';
import type { CompilerResponse } from '../../server/src/contract/chapters.ts';
import { createCompilerRun } from './compiler-run.ts';
import { $t } from './i18n.ts';
import { $session } from './session.ts';
import { askConfirm } from './unsaved.ts';

/** The program and its input. */
export interface CompilerDraft {
  readonly code: string;
  readonly stdin: string;
}

/** One finished run: what ran and what it printed. */
export interface CompilerRunRecord {
  readonly at: number;
  readonly code: string;
  readonly stdin: string;
  readonly result: CompilerResponse;
}

/** Runs kept for the console and the preview, newest first. */
export const MAX_KEPT_RUNS = 10;

const emptyDraft: CompilerDraft = { code: '', stdin: '' };

/** The program and input being written. */
export const $compilerDraft = atom<CompilerDraft>(emptyDraft);

/** The recent runs, newest first. */
export const $compilerRuns = atom<readonly CompilerRunRecord[]>([]);

/** Whose draft and runs are loaded (null until the session is known). */
export const $compilerOwner = atom<number | null>(null);

const playground = createCompilerRun();

/** The state of the screen's last run (running, done, failed with the reason). */
export const $compilerRun = playground.$state;

const draftKey = (owner: number) => `backoffice:compiler:${String(owner)}:draft`;
const runsKey = (owner: number) => `backoffice:compiler:${String(owner)}:runs`;

function read<T>(key: string, valid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

const isDraft = (value: unknown): value is CompilerDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CompilerDraft).code === 'string' &&
  typeof (value as CompilerDraft).stdin === 'string';

const isRuns = (value: unknown): value is CompilerRunRecord[] =>
  Array.isArray(value) &&
  value.every(
    (run: Partial<CompilerRunRecord> | null) =>
      typeof run?.at === 'number' &&
      typeof run.code === 'string' &&
      typeof run.result?.stdout === 'string',
  );

/** Writes a value; when storage is full, keeps fewer runs (the screen keeps them all). */
function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    if (Array.isArray(value) && value.length > 1) write(key, value.slice(0, value.length - 1));
  }
}

function load(owner: number): void {
  $compilerOwner.set(owner);
  $compilerDraft.set(read(draftKey(owner), isDraft) ?? emptyDraft);
  $compilerRuns.set(read(runsKey(owner), isRuns) ?? []);
}

/**
 * Loads the signed-in user's draft and runs once the session is ready and follows changes made
 * in other windows; answers the function that stops.
 */
export function startCompiler(): () => void {
  const stopSession = $session.subscribe((session) => {
    if (session.status === 'ready') {
      if ($compilerOwner.get() !== session.me.id) load(session.me.id);
    } else if (session.status === 'anonymous') {
      $compilerOwner.set(null);
      $compilerDraft.set(emptyDraft);
      $compilerRuns.set([]);
    }
  });
  const onStorage = (event: StorageEvent) => {
    const owner = $compilerOwner.get();
    if (owner === null) return;
    if (event.key === runsKey(owner)) $compilerRuns.set(read(runsKey(owner), isRuns) ?? []);
    if (event.key === draftKey(owner))
      $compilerDraft.set(read(draftKey(owner), isDraft) ?? emptyDraft);
  };
  addEventListener('storage', onStorage);
  return () => {
    stopSession();
    removeEventListener('storage', onStorage);
  };
}

/** Changes the program or its input and keeps it. */
export function editCompilerDraft(change: Partial<CompilerDraft>): void {
  const draft = { ...$compilerDraft.get(), ...change };
  $compilerDraft.set(draft);
  const owner = $compilerOwner.get();
  if (owner !== null) write(draftKey(owner), draft);
}

/** Runs the draft; a finished run goes first in the recent runs (the console and preview follow). */
export async function runCompilerDraft(now: () => number = Date.now): Promise<void> {
  const { code, stdin } = $compilerDraft.get();
  const result = await playground.run({
    language: 'javascript',
    code,
    ...(stdin === '' ? {} : { stdin }),
  });
  if (!result) return;
  const runs = [{ at: now(), code, stdin, result }, ...$compilerRuns.get()].slice(0, MAX_KEPT_RUNS);
  $compilerRuns.set(runs);
  const owner = $compilerOwner.get();
  if (owner !== null) write(runsKey(owner), runs);
}

/** Forgets the recent runs (here and in the other windows) after asking; answers whether it did. */
export async function clearCompilerRuns(): Promise<boolean> {
  const t = $t.get();
  const confirmed = await askConfirm({
    title: t('compiler.clear.title'),
    message: t('compiler.clear.message', { count: $compilerRuns.get().length }),
    confirmLabel: t('compiler.clear.confirm'),
    cancelLabel: t('compiler.clear.cancel'),
    danger: true,
  });
  if (!confirmed) return false;
  $compilerRuns.set([]);
  playground.reset();
  const owner = $compilerOwner.get();
  if (owner !== null) localStorage.removeItem(runsKey(owner));
  return true;
}
