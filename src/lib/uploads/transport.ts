/** What moves the bytes of one upload: a resumable tus upload or a form post. */
import type { UploadItem } from '../../stores/uploads.ts';

/** What a transport reports. */
export interface TransportCallbacks {
  /** Bytes the server holds (including bytes from earlier sessions) and bytes sent now. */
  readonly progress: (loaded: number, sentThisSession: number) => void;
  /** Done; a form post gives the server's id of the stored file. */
  readonly success: (fileId?: string) => void;
  /**
   * Failed for good (network error after the retries, or an HTTP status of 400 or more);
   * `refused` when the server refused the file itself (`refusesFile`), which sending again
   * cannot change.
   */
  readonly error: (message: string, refused?: boolean) => void;
}

/**
 * Whether an HTTP status says the server refused the file itself (bad or mismatched content, too
 * large, a type it does not take) rather than the moment (session, conflict, rate, server error).
 */
export function refusesFile(status: number): boolean {
  return status === 400 || status === 413 || status === 415 || status === 422;
}

/** A running transfer. */
export interface Transfer {
  /** Stops sending; the transfer can start again and continue where the server is. */
  pause(): void;
  /** Stops and removes what the server received. */
  cancel(): Promise<void>;
}

/** Starts transfers. */
export type Transport = (
  item: UploadItem,
  file: Blob & { name?: string },
  callbacks: TransportCallbacks,
) => Transfer;
