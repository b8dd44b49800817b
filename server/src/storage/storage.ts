/**
 * Where every uploaded file lives, behind one interface: the local disk under DATA_DIR (the
 * default, one machine) or an S3-compatible bucket (`STORAGE_URL`, any number of API processes).
 * Keys are relative paths with the same layout on both: `files/<id>` (form posts: covers,
 * attachments, subtitles, creations), `files/<id>.thumbnails/<variant>` (cached renditions beside
 * their original), `uploads/<id>…` (tus uploads, written by the tus data store of the same
 * storage). Nothing outside this folder touches a stored file.
 */
import type { DataStore } from '@tus/utils';
import type { Env } from '../env.ts';
import { diskStorage } from './disk.ts';
import { parseStorageUrl } from './location.ts';
import { s3Storage } from './s3.ts';

/** Bytes of an object from `start` to `end`, both included. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** A stored object found by {@link Storage.list}. */
export interface StoredObject {
  readonly key: string;
  readonly modified: Date;
}

/** One place files are kept. */
export interface Storage {
  /** `disk` or `s3`, for logs and the tests. */
  readonly kind: 'disk' | 's3';
  /** Makes the place ready (the folder or the bucket, created when missing); once per process. */
  prepare(): Promise<void>;
  /** Writes a whole object; a reader never sees half of it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Writes a whole object from a stream of any length (a video of hours): on S3 in parts of
   * 64 MiB (a multipart upload, ended on failure); a reader never sees half of it.
   */
  putStream(
    key: string,
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    contentType: string,
  ): Promise<void>;
  /** Copies an object to another key (on disk a hard link where it can: stored files never change). */
  copy(from: string, to: string): Promise<void>;
  /** Size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** The bytes of an object (or of a range of it) as a stream; null when there is none. */
  stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /** At most `length` bytes at `offset` (fewer at the end). */
  read(key: string, offset: number, length: number): Promise<Uint8Array>;
  /** All the bytes of an object, or null when there is none. */
  bytes(key: string): Promise<Buffer | null>;
  /** Removes objects; missing ones are no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Removes every object whose key starts with `prefix`. */
  removePrefix(prefix: string): Promise<void>;
  /** The objects whose key starts with `prefix`. */
  list(prefix: string): Promise<StoredObject[]>;
  /** The tus data store writing resumable uploads under `uploads/`. */
  readonly tus: TusStorage;
}

/** The tus side of a storage: its data store and how its ids map to upload ids. */
export interface TusStorage {
  readonly store: DataStore;
  /** The data store's id of an upload. */
  idOf(uploadId: string): string;
  /** The upload id of a data store id (undefined for a foreign one). */
  uploadIdOf(storeId: string): string | undefined;
  /** Keys of an upload's objects (data, its info and, on S3, an unfinished part). */
  keysOf(uploadId: string): string[];
  /** Removes an upload: its objects and, on S3, its unfinished multipart upload. */
  remove(uploadId: string): Promise<void>;
  /**
   * Upload ids of unfinished multipart uploads begun before `cutoff` (S3 only: one may have no
   * other object when a process stopped right after beginning it).
   */
  unfinishedBefore(cutoff: Date): Promise<string[]>;
}

const opened = new Map<string, Storage>();

/**
 * The storage of an environment: one per STORAGE_URL (or DATA_DIR), opened on first use and
 * shared by every part of the process.
 */
export function storageOf(
  env: Pick<
    Env,
    | 'STORAGE_URL'
    | 'DATA_DIR'
    | 'UPLOAD_EXPIRY_HOURS'
    | 'AWS_ACCESS_KEY_ID'
    | 'AWS_SECRET_ACCESS_KEY'
    | 'AWS_SESSION_TOKEN'
    | 'AWS_REGION'
  >,
): Storage {
  const name = env.STORAGE_URL ?? `disk:${env.DATA_DIR}`;
  let storage = opened.get(name);
  if (!storage) {
    const expiryMs = env.UPLOAD_EXPIRY_HOURS * 3_600_000;
    storage = env.STORAGE_URL
      ? s3Storage(parseStorageUrl(env.STORAGE_URL, env.AWS_REGION), env, expiryMs)
      : diskStorage(env.DATA_DIR, expiryMs);
    opened.set(name, storage);
  }
  return storage;
}

/** The key of a form-posted file. */
export function fileKey(id: string): string {
  return `files/${id}`;
}

/** The key prefix of a form-posted file's cached renditions. */
export function thumbnailsPrefix(id: string): string {
  return `files/${id}.thumbnails/`;
}

/** The key of a tus upload's data. */
export function tusKey(id: string): string {
  return `uploads/${id}`;
}
