/** File contents and upload rows for upload tests. */
import { uploads } from '../db/schema.ts';
import type { TestApi } from './harness.ts';

/** `size` bytes that start with the PNG signature (what the form post's type check reads). */
export function pngBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** A text's bytes (UTF-8). */
export const textBytes = (value: string): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(value);

/** A tus video upload row written directly: finished now unless `completedAt` says otherwise. */
export async function insertVideoUpload(
  api: TestApi,
  values: Pick<typeof uploads.$inferInsert, 'id' | 'userId' | 'filename' | 'size'> &
    Partial<typeof uploads.$inferInsert>,
): Promise<void> {
  await api.db.insert(uploads).values({
    kind: 'tus',
    purpose: 'video',
    mimeType: 'video/mp4',
    completedAt: new Date(),
    ...values,
  });
}
