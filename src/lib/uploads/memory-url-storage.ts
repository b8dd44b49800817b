/** tus-js-client's URL storage kept in memory (Node has none; tests and benchmarks use it). */
import type { UrlStorage } from 'tus-js-client';

type PreviousUpload = Awaited<ReturnType<UrlStorage['findAllUploads']>>[number];

/** Remembers resumable upload URLs in memory, and every upload URL it was given. */
export class MemoryUrlStorage implements UrlStorage {
  /** Stored uploads by storage key. */
  readonly entries = new Map<string, PreviousUpload>();
  /** Upload URLs by fingerprint, kept after their entries are removed. */
  readonly created = new Map<string, string>();
  private counter = 0;

  /** Every stored upload. */
  findAllUploads() {
    return Promise.resolve([...this.entries.values()]);
  }

  /** The stored uploads of a fingerprint. */
  findUploadsByFingerprint(fingerprint: string) {
    return Promise.resolve(
      [...this.entries.entries()]
        .filter(([key]) => key.startsWith(`tus::${fingerprint}::`))
        .map(([, upload]) => upload),
    );
  }

  /** Forgets a stored upload. */
  removeUpload(key: string) {
    this.entries.delete(key);
    return Promise.resolve();
  }

  /** Stores an upload; answers its key. */
  addUpload(fingerprint: string, upload: PreviousUpload) {
    this.counter += 1;
    const key = `tus::${fingerprint}::${String(this.counter)}`;
    this.entries.set(key, { ...upload, urlStorageKey: key });
    if (upload.uploadUrl) this.created.set(fingerprint, upload.uploadUrl);
    return Promise.resolve(key);
  }
}
