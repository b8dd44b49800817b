/**
 * Files in an S3-compatible bucket (STORAGE_URL): any number of API processes share them. Tus
 * uploads go through @tus/s3-store (multipart uploads, resumable from any process: it keeps no
 * state of its own between requests here). Requests ask for checksums only where S3 requires
 * them and DeleteObjects carries a Content-MD5, so older S3-compatible servers (OpenStack
 * Swift's s3api, used by the tests) accept them as AWS does.
 */
import { createHash } from 'node:crypto';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { KvStore } from '@tus/utils';
import type { Env } from '../env.ts';
import { checkedKey, uploadIdOfName } from './keys.ts';
import { uploadIdPattern } from '../uploads/shared.ts';
import type { BucketLocation } from './location.ts';
import type { Storage, StoredObject, TusStorage } from './storage.ts';

type Credentials = Pick<Env, 'AWS_ACCESS_KEY_ID' | 'AWS_SECRET_ACCESS_KEY' | 'AWS_SESSION_TOKEN'>;

/** Adds the Content-MD5 of a DeleteObjects body (S3 asks for a checksum; older servers for MD5). */
function addContentMd5(client: S3Client): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      if (
        context.commandName === 'DeleteObjectsCommand' &&
        request.headers &&
        (typeof request.body === 'string' || request.body instanceof Uint8Array)
      ) {
        request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
      }
      return next(args);
    },
    { step: 'build', name: 'addContentMd5' },
  );
}

/** The part size of a stream written by `putStream` (S3 allows 10,000 parts: 640 GB). */
const PART_BYTES = 64 * 1024 * 1024;

/** Keeps nothing between requests: another process may have written the upload since. */
class NoCache<T> implements KvStore<T> {
  get(): Promise<T | undefined> {
    return Promise.resolve(undefined);
  }
  set(): Promise<void> {
    return Promise.resolve();
  }
  delete(): Promise<void> {
    return Promise.resolve();
  }
  list(): Promise<string[]> {
    return Promise.resolve([]);
  }
}

/**
 * The tus S3 store with the same request settings as the storage's own client, and the storage's
 * removal (tus's own fails on a finished upload: its multipart upload is gone, so it answers 404
 * and leaves the object).
 */
class TusS3Store extends S3Store {
  constructor(
    options: ConstructorParameters<typeof S3Store>[0],
    private readonly removeUpload: (storeId: string) => Promise<void>,
  ) {
    super(options);
    addContentMd5(this.client);
  }

  override async remove(id: string): Promise<void> {
    await this.removeUpload(id);
  }
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return statusOf(error) === 404 || name === 'NoSuchKey' || name === 'NotFound';
};

/** A storage in a bucket; tus uploads expire after `expiryMs`. */
export function s3Storage(
  location: BucketLocation,
  credentials: Credentials,
  expiryMs: number,
): Storage {
  const { bucket, prefix } = location;
  const config: S3ClientConfig = {
    region: location.region,
    forcePathStyle: location.pathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    ...(credentials.AWS_ACCESS_KEY_ID && credentials.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: credentials.AWS_ACCESS_KEY_ID,
            secretAccessKey: credentials.AWS_SECRET_ACCESS_KEY,
            ...(credentials.AWS_SESSION_TOKEN
              ? { sessionToken: credentials.AWS_SESSION_TOKEN }
              : {}),
          },
        }
      : {}),
  };
  const client = new S3Client(config);
  addContentMd5(client);
  const full = (key: string) => `${prefix}${checkedKey(key)}`;

  let bucketReady: Promise<void> | undefined;
  /** The bucket, created on first use when it is missing (a deployment usually makes it). */
  const ready = () =>
    (bucketReady ??= client.send(new HeadBucketCommand({ Bucket: bucket })).then(
      () => undefined,
      async (error: unknown) => {
        if (!isMissing(error)) throw error;
        await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((created: unknown) => {
          if ((created as { name?: string }).name !== 'BucketAlreadyOwnedByYou') throw created;
        });
      },
    )).catch((error: unknown) => {
      bucketReady = undefined;
      throw error;
    });

  async function get(key: string, range?: string) {
    await ready();
    try {
      return await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: full(key),
          ...(range ? { Range: range } : {}),
        }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function list(listed: string): Promise<StoredObject[]> {
    await ready();
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: `${prefix}${listed}`,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        found.push({
          key: object.Key.slice(prefix.length),
          modified: object.LastModified ?? new Date(0),
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async function remove(keys: readonly string[]): Promise<void> {
    await ready();
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((key) => ({ Key: full(key) })), Quiet: true },
        }),
      );
    }
  }

  /** Unfinished multipart uploads under a key prefix. */
  async function multipartUploads(under: string) {
    await ready();
    const found: { key: string; uploadId: string; initiated: Date }[] = [];
    let keyMarker: string | undefined;
    let idMarker: string | undefined;
    for (;;) {
      const page = await client.send(
        new ListMultipartUploadsCommand({
          Bucket: bucket,
          Prefix: `${prefix}${under}`,
          ...(keyMarker ? { KeyMarker: keyMarker } : {}),
          ...(idMarker ? { UploadIdMarker: idMarker } : {}),
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (upload.Key && upload.UploadId) {
          const key = upload.Key.slice(prefix.length);
          found.push({
            key,
            uploadId: upload.UploadId,
            initiated: upload.Initiated ?? new Date(0),
          });
        }
      }
      if (!page.IsTruncated) return found;
      keyMarker = page.NextKeyMarker;
      idMarker = page.NextUploadIdMarker;
    }
  }

  const tusPrefix = `${prefix}uploads/`;
  const tus: TusStorage = {
    store: new TusS3Store(
      {
        s3ClientConfig: { ...config, bucket },
        expirationPeriodInMilliseconds: expiryMs,
        useTags: false,
        cache: new NoCache(),
      },
      (storeId) => tus.remove(tus.uploadIdOf(storeId) ?? ''),
    ),
    idOf: (uploadId) => `${tusPrefix}${uploadId}`,
    uploadIdOf: (storeId) =>
      storeId.startsWith(tusPrefix) ? uploadIdOfName(storeId.slice(tusPrefix.length)) : undefined,
    keysOf: (uploadId) => [
      `uploads/${uploadId}`,
      `uploads/${uploadId}.info`,
      `uploads/${uploadId}.part`,
    ],
    async remove(uploadId) {
      if (!uploadIdPattern.test(uploadId)) return;
      const key = `uploads/${uploadId}`;
      for (const upload of await multipartUploads(key)) {
        if (upload.key !== key) continue;
        await client
          .send(
            new AbortMultipartUploadCommand({
              Bucket: bucket,
              Key: full(key),
              UploadId: upload.uploadId,
            }),
          )
          .catch((error: unknown) => {
            if (!isMissing(error)) throw error;
          });
      }
      await remove(tus.keysOf(uploadId));
    },
    async unfinishedBefore(cutoff) {
      const ids = new Set<string>();
      for (const upload of await multipartUploads('uploads/')) {
        const id = uploadIdOfName(upload.key.slice('uploads/'.length));
        if (id && upload.initiated < cutoff) ids.add(id);
      }
      return [...ids];
    },
  };

  return {
    kind: 's3',
    prepare: ready,
    async put(key, bytes, contentType) {
      await ready();
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: full(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async putStream(key, source, contentType) {
      await ready();
      const target = { Bucket: bucket, Key: full(key) };
      let uploadId: string | undefined;
      const parts: { ETag: string; PartNumber: number }[] = [];
      const send = async (part: Buffer) => {
        uploadId ??= (
          await client.send(
            new CreateMultipartUploadCommand({ ...target, ContentType: contentType }),
          )
        ).UploadId;
        const PartNumber = parts.length + 1;
        const { ETag = '' } = await client.send(
          new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: part }),
        );
        parts.push({ ETag, PartNumber });
      };
      try {
        let pending: Buffer[] = [];
        let size = 0;
        for await (const chunk of source) {
          pending.push(Buffer.from(chunk));
          size += chunk.byteLength;
          if (size >= PART_BYTES) {
            const whole = Buffer.concat(pending);
            await send(whole.subarray(0, PART_BYTES));
            pending = [whole.subarray(PART_BYTES)];
            size -= PART_BYTES;
          }
        }
        const rest = Buffer.concat(pending);
        if (uploadId === undefined) {
          await client.send(
            new PutObjectCommand({ ...target, Body: rest, ContentType: contentType }),
          );
          return;
        }
        if (rest.byteLength > 0) await send(rest);
        await client.send(
          new CompleteMultipartUploadCommand({
            ...target,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      } catch (error) {
        if (uploadId !== undefined) {
          await client
            .send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId }))
            .catch(() => undefined);
        }
        throw error;
      }
    },
    async copy(from, to) {
      await ready();
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: full(to),
          CopySource: `${bucket}/${encodeURIComponent(full(from)).replaceAll('%2F', '/')}`,
        }),
      );
    },
    async size(key) {
      await ready();
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: full(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      const object = await get(
        key,
        range ? `bytes=${String(range.start)}-${String(range.end)}` : undefined,
      );
      return object?.Body ? object.Body.transformToWebStream() : null;
    },
    async read(key, offset, length) {
      if (length <= 0) return new Uint8Array();
      try {
        const object = await get(key, `bytes=${String(offset)}-${String(offset + length - 1)}`);
        return object?.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        // A range past the end: nothing there.
        if (statusOf(error) === 416) return new Uint8Array();
        throw error;
      }
    },
    async bytes(key) {
      const object = await get(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    remove,
    async removePrefix(under) {
      await remove((await list(under)).map((object) => object.key));
    },
    list,
    tus,
  };
}
