/**
 * The answers of the screens' data requests, per signed-in user: a screen shown again shows its
 * last answer at once while it asks again (`createLoader`'s `cache`). Answers are kept in memory
 * and in this tab's session storage (so a reload finds them too), under the fingerprint of the
 * login they belong to: another login never reads them, and they are dropped at sign-out, on a
 * 401 or 403, and, per API resource, after a write to it: a loader keeps an answer with the
 * resources its requests read (`trackRequests` marks the signal the client notes them on).
 */

/** Where this tab keeps the answers between pages. */
export const ANSWERS_KEY = 'backoffice:answers';

/** At most this many answers are kept (the least recently used go first). */
const MAX_ANSWERS = 40;
/** An answer longer than this (characters of JSON) is not kept. */
const MAX_ANSWER_LENGTH = 200_000;
/** All answers together stay under this many characters of JSON. */
const MAX_TOTAL_LENGTH = 1_500_000;

/** What the cache needs from the page. */
export interface AnswerCacheDeps {
  /** The fingerprint of the current login, or null when nobody is signed in. */
  readonly login: () => string | null;
  /** The language of the answers (they hold its words). */
  readonly locale: () => string;
  /** Where the answers outlive the page (session storage), or null. */
  readonly storage: () => Storage | null;
  /** Runs a write to storage later (coalesced); default: the next task. */
  readonly later?: (task: () => void) => void;
}

/** The answers of one login's requests. */
export interface AnswerCache {
  /** The answer kept under a key (a fresh copy), or undefined. */
  get(key: string): unknown;
  /** Keeps an answer under a key, with the API resources it was read from. */
  put(key: string, data: unknown, resources: readonly string[]): void;
  /** Drops the answers of the resource a write went to (`/v2/orders/5/refund`: every `/v2/orders` answer). */
  invalidate(path: string): void;
  /** Drops every answer (sign-out, refused session). */
  clear(): void;
}

/** A kept answer: its JSON and the resources it was read from. */
interface Kept {
  readonly text: string;
  readonly resources: readonly string[];
}

interface Stored {
  readonly login: string;
  readonly answers: readonly (readonly [string, Kept])[];
}

/** The resource a path belongs to: its segments up to the one after the API version. */
export function resourceOf(path: string): string {
  const segments = path.split('?')[0]?.split('/') ?? [];
  const version = segments.indexOf('v2');
  return segments.slice(0, version < 0 ? 2 : version + 2).join('/');
}

/** Creates the answer cache. */
export function createAnswerCache(deps: AnswerCacheDeps): AnswerCache {
  const later = deps.later ?? ((task: () => void) => void setTimeout(task, 0));
  let kept: { readonly login: string; readonly answers: Map<string, Kept> } | null = null;
  let writing = false;

  function storage(): Storage | null {
    try {
      return deps.storage();
    } catch {
      return null;
    }
  }

  function forget(): void {
    kept = null;
    try {
      storage()?.removeItem(ANSWERS_KEY);
    } catch {
      // Storage blocked: nothing was kept there either.
    }
  }

  /** The answers of the current login (read from storage once), or null when signed out. */
  function answers(): Map<string, Kept> | null {
    const login = deps.login();
    if (login === null) {
      if (kept) forget();
      return null;
    }
    if (kept?.login === login) return kept.answers;
    const current = { login, answers: new Map<string, Kept>() };
    try {
      const text = storage()?.getItem(ANSWERS_KEY);
      const stored = text ? (JSON.parse(text) as Stored) : null;
      if (stored?.login === login)
        for (const [key, answer] of stored.answers) current.answers.set(key, answer);
      else if (stored) storage()?.removeItem(ANSWERS_KEY);
    } catch {
      // Unreadable or blocked storage: start empty.
    }
    kept = current;
    return current.answers;
  }

  function persist(): void {
    if (writing) return;
    writing = true;
    later(() => {
      writing = false;
      if (!kept) return;
      const stored: Stored = { login: kept.login, answers: [...kept.answers] };
      try {
        if (stored.answers.length === 0) storage()?.removeItem(ANSWERS_KEY);
        else storage()?.setItem(ANSWERS_KEY, JSON.stringify(stored));
      } catch {
        // Storage full or blocked: the answers stay for this page only.
      }
    });
  }

  return {
    get(key) {
      const kept = answers()?.get(`${deps.locale()} ${key}`);
      return kept === undefined ? undefined : (JSON.parse(kept.text) as unknown);
    },
    put(key, data, resources) {
      const map = answers();
      if (!map) return;
      const full = `${deps.locale()} ${key}`;
      const text = JSON.stringify(data);
      map.delete(full);
      if (text.length > MAX_ANSWER_LENGTH) {
        persist();
        return;
      }
      map.set(full, { text, resources: [...new Set(resources)] });
      let total = 0;
      for (const kept of map.values()) total += kept.text.length;
      for (const [oldest, kept] of map) {
        if (map.size <= MAX_ANSWERS && total <= MAX_TOTAL_LENGTH) break;
        map.delete(oldest);
        total -= kept.text.length;
      }
      persist();
    },
    invalidate(path) {
      const map = answers();
      if (!map) return;
      const resource = resourceOf(path);
      let dropped = false;
      for (const [key, kept] of [...map]) {
        if (!kept.resources.includes(resource)) continue;
        map.delete(key);
        dropped = true;
      }
      if (dropped) persist();
    },
    clear: forget,
  };
}

const tracked = new WeakMap<AbortSignal, string[]>();

/** Marks a signal whose GET requests the client notes (`noteRequest`), for `resourcesOf`. */
export function trackRequests(signal: AbortSignal): AbortSignal {
  tracked.set(signal, []);
  return signal;
}

/** Notes a GET request sent with a tracked signal. */
export function noteRequest(signal: AbortSignal | undefined, path: string): void {
  if (signal) tracked.get(signal)?.push(resourceOf(path));
}

/** The API resources the requests of a tracked signal read. */
export function resourcesOf(signal: AbortSignal): readonly string[] {
  return tracked.get(signal) ?? [];
}
