/** Files on the local disk under DATA_DIR (one machine; the default). */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { checkedKey, uploadIdOfName } from './keys.ts';
import type { Storage, StoredObject, TusStorage } from './storage.ts';

/** A storage in the folder `dataDir`; tus uploads expire after `expiryMs`. */
export function diskStorage(dataDir: string, expiryMs: number): Storage {
  const root = resolve(dataDir);
  const pathOf = (key: string) => join(root, checkedKey(key));
  const tusFolder = join(root, 'uploads');

  async function list(prefix: string): Promise<StoredObject[]> {
    const slash = prefix.lastIndexOf('/');
    const folder = prefix.slice(0, slash + 1);
    const start = prefix.slice(slash + 1);
    const names = await readdir(join(root, folder)).catch(() => []);
    const found: StoredObject[] = [];
    for (const name of names) {
      if (!name.startsWith(start)) continue;
      const info = await stat(join(root, folder, name)).catch(() => null);
      if (info?.isFile()) found.push({ key: `${folder}${name}`, modified: info.mtime });
      else if (info?.isDirectory()) found.push(...(await list(`${folder}${name}/`)));
    }
    return found;
  }

  const tus: TusStorage = {
    store: new FileStore({ directory: tusFolder, expirationPeriodInMilliseconds: expiryMs }),
    idOf: (uploadId) => uploadId,
    uploadIdOf: (storeId) => uploadIdOfName(storeId),
    keysOf: (uploadId) => [`uploads/${uploadId}`, `uploads/${uploadId}.json`],
    remove: (uploadId) => storage.remove(tus.keysOf(uploadId)),
    unfinishedBefore: () => Promise.resolve([]),
  };

  const storage: Storage = {
    kind: 'disk',
    prepare: async () => {
      await mkdir(tusFolder, { recursive: true });
    },
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written whole, then renamed: a reader never sees half a file.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async putStream(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await pipeline(Readable.from(source), createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async copy(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await link(pathOf(from), target).catch(() => copyFile(pathOf(from), target));
    },
    async size(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    async stream(key, range) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const options = range ? { start: range.start, end: range.end } : {};
      return Readable.toWeb(createReadStream(path, options)) as ReadableStream<Uint8Array>;
    },
    async read(key, offset, length) {
      const handle = await open(pathOf(key), 'r');
      try {
        const buffer = new Uint8Array(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    bytes: (key) => readFile(pathOf(key)).catch(() => null),
    async remove(keys) {
      for (const key of keys) await rm(pathOf(key), { force: true });
    },
    async removePrefix(prefix) {
      for (const { key } of await list(prefix)) await rm(pathOf(key), { force: true });
      // A folder prefix (`files/<id>.thumbnails/`) goes with its files.
      if (prefix.endsWith('/'))
        await rm(pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },
    list,
    tus,
  };
  return storage;
}
