/**
 * The upload engine: keeps the chosen files beside the `$uploads` store, starts queued items
 * (at most 2 at once) on their transport, and applies the user's pause, resume, cancel, retry and
 * remove. The store holds the state; this holds the bytes and the running transfers.
 */
import {
  abortUpload,
  enqueueUpload,
  failUpload,
  finishUpload,
  pauseUpload,
  removeUpload,
  reportProgress,
  resumeUpload,
  retryUpload,
  startQueued,
  uploadById,
  type UploadRequest,
} from '../../stores/uploads.ts';
import { SpeedMeter } from './speed.ts';
import type { Transfer, Transport } from './transport.ts';

/** What the engine runs on. */
export interface EngineDeps {
  readonly tus: Transport;
  readonly form: Transport;
  readonly now?: () => number;
}

/** A file to send: its bytes (a File in the browser, a Blob elsewhere) and where it goes. */
export type FileUpload = Omit<UploadRequest, 'file'> & {
  readonly file: Blob & { readonly name?: string };
};

/** Creates an engine over the shared store. */
export function createUploadEngine(deps: EngineDeps) {
  const now = deps.now ?? (() => Date.now());
  const files = new Map<string, Blob & { readonly name?: string }>();
  const transfers = new Map<string, Transfer>();
  const meters = new Map<string, SpeedMeter>();

  function pump(): void {
    for (const id of startQueued(now())) {
      const item = uploadById(id);
      const file = files.get(id);
      if (!item || !file) {
        failUpload(id, 'The file is no longer available');
        continue;
      }
      const meter = new SpeedMeter();
      meters.set(id, meter);
      const transport = item.tus ? deps.tus : deps.form;
      transfers.set(
        id,
        transport(item, file, {
          progress: (loaded, sent) => reportProgress(id, loaded, meter.sample(now(), loaded), sent),
          success: (fileId) => {
            transfers.delete(id);
            finishUpload(id, fileId);
            pump();
          },
          error: (message, refused) => {
            transfers.delete(id);
            failUpload(id, message, refused);
            pump();
          },
        }),
      );
    }
  }

  return {
    /** Queues a file and starts it when a slot is free; returns its id. */
    add(upload: FileUpload): string {
      const id = enqueueUpload({
        ...upload,
        file: { name: upload.file.name ?? 'file', size: upload.file.size },
      });
      files.set(id, upload.file);
      pump();
      return id;
    },
    /** Pauses an upload (a tus upload continues from the server's offset when resumed). */
    pause(id: string): void {
      transfers.get(id)?.pause();
      transfers.delete(id);
      pauseUpload(id);
      pump();
    },
    /** Puts a paused upload back in the queue. */
    resume(id: string): void {
      resumeUpload(id);
      pump();
    },
    /** Puts a failed upload back in the queue. */
    retry(id: string): void {
      retryUpload(id);
      pump();
    },
    /** Cancels an upload and removes what the server received. */
    async cancel(id: string): Promise<void> {
      const transfer = transfers.get(id);
      transfers.delete(id);
      abortUpload(id);
      pump();
      await transfer?.cancel();
    },
    /** Removes a finished or cancelled upload from the list and forgets its file. */
    remove(id: string): void {
      removeUpload(id);
      if (!uploadById(id)) {
        files.delete(id);
        meters.delete(id);
      }
    },
    /** Whether the engine holds the bytes of an upload. */
    has(id: string): boolean {
      return files.has(id);
    },
  };
}

/** An engine's actions. */
export type UploadEngine = ReturnType<typeof createUploadEngine>;
