/**
 * The one HTTP client (ofetch): base URL, bearer token, `hilocale`, form bodies by default, the
 * seed's error handling (403 drops the login cookie; 400 messages become error toasts unless the
 * caller shows them at its fields; other failures show the caller's generic message), identical
 * writes within 2 s cancelled, and cancellation. Islands never call ofetch directly: they use the
 * resource modules in this folder.
 */
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { Locale } from '../i18n/locales.ts';
import { noteRequest, type AnswerCache } from './answer-cache.ts';
import { toFormParams } from './form.ts';

/** Identical writes within this window are cancelled (seed section 9). */
export const DUPLICATE_WINDOW_MS = 2000;

/** What a call asks for. */
export interface ApiRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: Readonly<Record<string, unknown>>;
  /** Send the body as JSON instead of form-urlencoded. */
  readonly json?: boolean;
  readonly signal?: AbortSignal;
  /** Shown as an error toast when the call fails for a reason other than 400 or 403. */
  readonly submitError?: string;
  /** Show every field message of a 400 as a toast (default: the first only). */
  readonly allMessages?: boolean;
  readonly responseType?: 'json' | 'blob';
  /** A write that may be sent again at once with the same body (running a program twice). */
  readonly repeatable?: boolean;
}

/**
 * A failed call: its status and the server's messages per field (for forms). The failure is
 * reported (as toasts) once the caller's own handling has run, unless the caller claims it.
 */
export class ApiError extends Error {
  #cancelReport: (() => void) | null = null;

  constructor(
    readonly status: number,
    readonly fields: Readonly<Record<string, readonly string[]>>,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Sets how the pending report of this failure is cancelled (the client does). */
  reportPending(cancel: () => void): void {
    this.#cancelReport = cancel;
  }

  /** The caller shows this failure itself (at its fields): its pending toasts are not shown. */
  claim(): void {
    this.#cancelReport?.();
    this.#cancelReport = null;
  }
}

/** Whether a failure says the session is gone (403: the client has dropped the login). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** A call that was not sent (a duplicate write) or was cancelled by its caller. */
export class CancelledError extends Error {
  constructor(reason: 'duplicate' | 'aborted') {
    super(reason === 'duplicate' ? 'Duplicate request cancelled' : 'Request cancelled');
    this.name = 'CancelledError';
  }
}

/** What the client needs from the page. */
export interface ClientDeps {
  readonly baseURL: () => string;
  readonly token: () => string | null;
  readonly removeToken: () => void;
  readonly locale: () => Locale;
  readonly toastError: (message: string) => void;
  /**
   * Runs a failure's report after the caller's own handling (which may claim it); returns how to
   * cancel it. Default: the next task.
   */
  readonly defer?: (task: () => void) => () => void;
  /** Marks the start of API work for the progress bar; returns its end. */
  readonly activity?: () => () => void;
  readonly now?: () => number;
  readonly fetch?: typeof globalThis.fetch;
  /** The signed-in user's kept answers (see `answer-cache.ts`): a write drops its resource's, a 401 or 403 all. */
  readonly cache?: AnswerCache;
}

type MessageBody = string | readonly unknown[] | Readonly<Record<string, unknown>>;

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return firstText(value[0]);
  return null;
}

/** Reads a 400's message body into per-field messages and the toasts to show. */
export function readMessages(
  message: unknown,
  all: boolean,
): { fields: Record<string, string[]>; toasts: string[] } {
  if (typeof message === 'string') return { fields: {}, toasts: [message] };
  if (Array.isArray(message)) {
    const text = firstText(message);
    return { fields: {}, toasts: text ? [text] : [] };
  }
  if (message === null || typeof message !== 'object') return { fields: {}, toasts: [] };
  const fields: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(message as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (list.length > 0) fields[field] = list;
  }
  const firsts = Object.values(fields).flatMap((list) => (list[0] ? [list[0]] : []));
  return { fields, toasts: all ? firsts : firsts.slice(0, 1) };
}

async function errorBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return JSON.parse(await data.text()) as unknown;
    } catch {
      return null;
    }
  }
  return data;
}

function stableStringify(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
}

/** Creates a client over its dependencies. */
export function createClient(deps: ClientDeps) {
  const now = deps.now ?? (() => Date.now());
  const defer =
    deps.defer ??
    ((task: () => void) => {
      const timer = setTimeout(task, 0);
      return () => clearTimeout(timer);
    });

  /** Reports a failure's messages as error toasts unless the caller claims it first. */
  function report(error: ApiError, messages: readonly string[]): ApiError {
    if (messages.length > 0)
      error.reportPending(defer(() => messages.forEach((text) => deps.toastError(text))));
    return error;
  }
  const recentWrites = new Map<string, number>();
  const fetcher = ofetch.create({ retry: 0 }, deps.fetch ? { fetch: deps.fetch } : {});

  function isDuplicate(request: ApiRequest, method: string): boolean {
    if (method === 'GET' || request.repeatable) return false;
    const key = `${method} ${deps.baseURL()}${request.path} ${stableStringify(request.query ?? {})} ${stableStringify(request.body ?? {})} ${request.json ? 'json' : 'form'} ${deps.token() ?? ''}`;
    const at = now();
    for (const [other, time] of recentWrites)
      if (at - time >= DUPLICATE_WINDOW_MS) recentWrites.delete(other);
    const last = recentWrites.get(key);
    if (last !== undefined && at - last < DUPLICATE_WINDOW_MS) return true;
    recentWrites.set(key, at);
    return false;
  }

  /** Sends a call; resolves with the response body or rejects with ApiError or CancelledError. */
  async function request<T>(request: ApiRequest): Promise<T> {
    const method = request.method ?? 'GET';
    if (method === 'GET') noteRequest(request.signal, request.path);
    const answer = await send<T>(request, method);
    if (method !== 'GET') deps.cache?.invalidate(request.path);
    return answer;
  }

  async function send<T>(request: ApiRequest, method: string): Promise<T> {
    if (isDuplicate(request, method)) throw new CancelledError('duplicate');
    const headers: Record<string, string> = { hilocale: deps.locale(), Accept: 'application/json' };
    const token = deps.token();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const options: FetchOptions<'json' | 'blob'> = {
      method,
      baseURL: deps.baseURL(),
      headers,
      responseType: request.responseType ?? 'json',
      ...(request.query ? { query: request.query } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    };
    if (request.body) {
      if (request.json) options.body = request.body as Record<string, unknown>;
      else {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        options.body = toFormParams(request.body).toString();
      }
    }
    const end = deps.activity?.();
    try {
      return (await fetcher(request.path, options)) as T;
    } catch (error) {
      throw await handleError(error, request);
    } finally {
      end?.();
    }
  }

  async function handleError(error: unknown, request: ApiRequest): Promise<Error> {
    if (request.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
      return new CancelledError('aborted');
    }
    if (!(error instanceof FetchError) || error.status === undefined) {
      const failure = new ApiError(0, {}, error instanceof Error ? error.message : String(error));
      return report(failure, request.submitError ? [request.submitError] : []);
    }
    const status = error.status;
    const body = (await errorBody(error.data)) as { message?: MessageBody } | null;
    if (status === 401 || status === 403) deps.cache?.clear();
    if (status === 403) {
      deps.removeToken();
      return new ApiError(403, {}, firstText(body?.message) ?? 'Forbidden');
    }
    if (status === 400) {
      const { fields, toasts } = readMessages(body?.message, request.allMessages ?? false);
      return report(new ApiError(400, fields, toasts[0] ?? 'Bad request'), toasts);
    }
    const text = firstText(body?.message);
    const failure = new ApiError(status, {}, text ?? `HTTP ${status}`);
    return report(failure, request.submitError ? [request.submitError] : []);
  }

  /**
   * Downloads a streamed file (a CSV export): reads it chunk by chunk, reporting bytes and rows
   * (line ends after the header) against the rows the server counted (`X-Total-Count`), and
   * resolves with the file and the name the server gave it.
   */
  async function download(
    request: ApiRequest,
    onProgress: (progress: DownloadProgress) => void,
  ): Promise<DownloadedFile> {
    const headers: Record<string, string> = { hilocale: deps.locale(), Accept: 'text/csv' };
    const token = deps.token();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const end = deps.activity?.();
    try {
      const response = await fetcher.raw<ReadableStream<Uint8Array>, 'stream'>(request.path, {
        method: 'GET',
        baseURL: deps.baseURL(),
        headers,
        responseType: 'stream',
        ...(request.query ? { query: request.query } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      const counted = response.headers.get('x-total-count');
      const total = counted === null ? null : Number(counted);
      const chunks: Uint8Array[] = [];
      let bytes = 0;
      let lines = 0;
      const reader = response._data?.getReader();
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        for (const byte of value) if (byte === 10) lines += 1;
        onProgress({ bytes, rows: Math.max(0, lines - 1), total });
      }
      return {
        blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
        filename: fileName(response.headers.get('content-disposition')) ?? 'export.csv',
        rows: Math.max(0, lines - 1),
      };
    } catch (error) {
      throw await handleError(error, request);
    } finally {
      end?.();
    }
  }

  return { request, download };
}

/** How far a download is: bytes and rows received, and the rows to come when the server said. */
export interface DownloadProgress {
  readonly bytes: number;
  readonly rows: number;
  readonly total: number | null;
}

/** A downloaded file. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly filename: string;
  readonly rows: number;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first). */
export function fileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/** A client's call function. */
export type ApiClient = ReturnType<typeof createClient>;
