/**
 * `npm run storage:move-local`: copies the files a single machine kept under DATA_DIR into the
 * bucket of STORAGE_URL, keys unchanged (`files/…` with their thumbnails, the finished tus
 * uploads `uploads/<id>`), so an API that switches to the bucket finds every file it knew.
 * Unfinished tus uploads are left (they cannot resume elsewhere; their rows expire as usual).
 * Safe to run again: an object already in the bucket with the same size is skipped. It removes
 * nothing: delete `<DATA_DIR>/files` and `<DATA_DIR>/uploads` yourself once the API runs on the
 * bucket. Run it with the API's environment (DATA_DIR, STORAGE_URL, the AWS credentials).
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { readEnv } from '../env.ts';
import { diskStorage } from './disk.ts';
import { storageOf } from './storage.ts';

const env = readEnv();
if (!env.STORAGE_URL) {
  console.error('STORAGE_URL is not set: name the bucket to move the files into.');
  process.exit(1);
}
const bucket = storageOf(env);
await bucket.prepare();
const local = diskStorage(env.DATA_DIR, env.UPLOAD_EXPIRY_HOURS * 3_600_000);

/** Every file under a folder, as keys relative to DATA_DIR. */
async function keysUnder(folder: string): Promise<string[]> {
  const root = join(env.DATA_DIR, folder);
  const keys: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && !entry.name.endsWith('.tmp'))
        keys.push(relative(env.DATA_DIR, path));
    }
  };
  await walk(root);
  return keys;
}

/** Finished tus uploads: the data file whose size is the length its info file declares. */
async function finishedUploads(): Promise<string[]> {
  const keys: string[] = [];
  for (const key of await keysUnder('uploads')) {
    const id = /^uploads\/([0-9a-f]{32})$/.exec(key)?.[1];
    if (!id) continue;
    const info = JSON.parse(
      await readFile(join(env.DATA_DIR, 'uploads', `${id}.json`), 'utf8').catch(() => '{}'),
    ) as { size?: number };
    const size = (await stat(join(env.DATA_DIR, key))).size;
    if (info.size === size) keys.push(key);
  }
  return keys;
}

let copied = 0;
let skipped = 0;
const keys = [...(await keysUnder('files')), ...(await finishedUploads())];
for (const key of keys) {
  const size = await local.size(key);
  if (size === null) continue;
  if ((await bucket.size(key)) === size) {
    skipped += 1;
    continue;
  }
  // Streamed: a video may be larger than the memory.
  await bucket.putStream(
    key,
    createReadStream(join(env.DATA_DIR, key)),
    'application/octet-stream',
  );
  if ((await bucket.size(key)) !== size) throw new Error(`${key}: the bucket holds another size`);
  copied += 1;
  if (copied % 500 === 0) console.info(`${String(copied)} copied…`);
}
console.info(
  `Moved ${String(copied)} files into the bucket (${String(skipped)} were there already) from ${env.DATA_DIR}. ` +
    'Nothing local was removed.',
);
