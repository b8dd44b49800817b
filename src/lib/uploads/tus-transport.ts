/**
 * Resumable uploads with tus-js-client: 100 MB chunks, the seed's retry delays, a fresh bearer
 * token on every request, and resumption keyed by the file and what it belongs to, so a reload or
 * a crash continues from the server's offset once the same file is chosen again.
 */
import type * as Tus from 'tus-js-client';
import type { UploadTarget } from '../../stores/uploads.ts';
import { refusesFile, type Transport } from './transport.ts';

/** Bytes per PATCH (seed section 9). */
export const CHUNK_SIZE = 104_857_600;

/** Delays between retries of a failed request, in milliseconds (seed section 9: 0, 1, 3, 5, 10, 20 s). */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** Statuses worth retrying: the server may be back or may accept the request later. */
export function shouldRetry(status: number | null): boolean {
  return (
    status === null ||
    status === 0 ||
    status >= 500 ||
    status === 409 ||
    status === 423 ||
    status === 429
  );
}

/** The resumption key of a file for a target: same file, same target, same upload. */
export function fingerprintOf(
  file: { readonly name?: string; readonly size: number; readonly lastModified?: number },
  target: UploadTarget | null,
): string {
  const owner = target ? `${target.type}:${target.id}` : 'none';
  return ['backoffice', owner, file.name ?? 'blob', file.size, file.lastModified ?? 0].join(':');
}

let tusModule: Promise<typeof Tus> | null = null;

/** tus-js-client, loaded the first time a page needs it (no page pays for it up front). */
export function loadTus(): Promise<typeof Tus> {
  tusModule ??= import('tus-js-client');
  return tusModule;
}

/** What the tus transport needs. */
export interface TusDeps {
  readonly token: () => string | null;
  readonly locale: () => string;
  /** Where resumable upload URLs are remembered (browser: localStorage). */
  readonly urlStorage?: Tus.UrlStorage;
  readonly httpStack?: Tus.HttpStack;
  readonly retryDelays?: readonly number[];
  readonly chunkSize?: number;
}

/**
 * The Upload-Metadata of a tus upload: the file's name and type, the purpose (always `video`: the
 * only purpose the tus endpoint takes, the one `lecture-video` targets need) and the target.
 */
export function tusMetadataOf(
  file: { readonly name?: string; readonly type: string },
  target: UploadTarget | null,
): Record<string, string> {
  return {
    filename: file.name ?? 'file',
    filetype: file.type || 'application/octet-stream',
    purpose: 'video',
    ...(target ? { target_type: target.type, target_id: target.id } : {}),
  };
}

/** Creates the tus transport. */
export function tusTransport(deps: TusDeps): Transport {
  return (item, file, callbacks) => {
    let startOffset: number | null = null;
    let upload: Tus.Upload | null = null;
    /** Paused or cancelled before tus-js-client had loaded. */
    let stopped = false;
    const metadata = tusMetadataOf(file, item.target);
    const started = loadTus().then((tus) => {
      if (stopped) return;
      const current = new tus.Upload(file, {
        endpoint: item.url,
        chunkSize: deps.chunkSize ?? CHUNK_SIZE,
        retryDelays: [...(deps.retryDelays ?? RETRY_DELAYS)],
        metadata,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        fingerprint: () =>
          Promise.resolve(fingerprintOf(file as { name?: string; size: number }, item.target)),
        ...(deps.urlStorage ? { urlStorage: deps.urlStorage } : {}),
        ...(deps.httpStack ? { httpStack: deps.httpStack } : {}),
        onBeforeRequest: (request) => {
          const token = deps.token();
          if (token) request.setHeader('Authorization', `Bearer ${token}`);
          request.setHeader('hilocale', deps.locale());
        },
        onAfterResponse: (request, response) => {
          if (startOffset !== null) return;
          const method = request.getMethod();
          if (method === 'HEAD') startOffset = Number(response.getHeader('Upload-Offset') ?? 0);
          else if (method === 'POST') startOffset = 0;
        },
        onShouldRetry: (error) => shouldRetry(error.originalResponse?.getStatus() ?? null),
        onProgress: (sent) => callbacks.progress(sent, Math.max(0, sent - (startOffset ?? 0))),
        onSuccess: () => callbacks.success(),
        onError: (error) => {
          const status = (error as Tus.DetailedError).originalResponse?.getStatus();
          callbacks.error(
            status ? `HTTP ${status}` : error.message,
            !!status && refusesFile(status),
          );
        },
      });
      upload = current;
      return current.findPreviousUploads().then((previous) => {
        const [last] = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime));
        if (last) current.resumeFromPreviousUpload(last);
        if (!stopped) current.start();
      });
    });
    started.catch((error: unknown) =>
      callbacks.error(error instanceof Error ? error.message : String(error)),
    );
    return {
      pause: () => {
        stopped = true;
        void upload?.abort(false);
      },
      cancel: async () => {
        stopped = true;
        await started.catch(() => undefined);
        await upload?.abort(true);
      },
    };
  };
}
