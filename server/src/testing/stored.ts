/** What a test's storage holds, on disk or in a bucket alike (server/src/storage/). */
import type { Env } from '../env.ts';
import { fileKey, storageOf, tusKey } from '../storage/storage.ts';

/** Questions about a test's stored files. */
export function storedFiles(env: Env) {
  const storage = storageOf(env);
  const exists = async (key: string) => (await storage.size(key)) !== null;
  return {
    storage,
    /** Whether the form-posted file `id` is stored. */
    hasFile: (id: string) => exists(fileKey(id)),
    /** Whether anything of the tus upload `id` is stored (its data, its info, a part). */
    hasUpload: async (id: string) =>
      (await Promise.all(storage.tus.keysOf(id).map(exists))).some(Boolean),
    /** The bytes of the form-posted file `id` (null when gone). */
    fileBytes: (id: string) => storage.bytes(fileKey(id)),
    /** The bytes of the tus upload `id` (null when gone). */
    uploadBytes: (id: string) => storage.bytes(tusKey(id)),
  };
}
