/** Source files for upload tests: random bytes on disk, their SHA-256, and the stored copies. */
import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2ePortOffset, stackDataDir, workerSlot } from '../../../playwright.config.ts';

/** The repository root (the folder of playwright.config.ts). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** E2E_PORT_OFFSET of this run (playwright.config.ts moves the ports and the data folder by it). */
export const portOffset = e2ePortOffset;

/** `<DATA_DIR>/uploads` of this worker's stack (tests/e2e/support/global-setup.ts). */
export const e2eUploadsDir = join(repoRoot, stackDataDir(workerSlot), 'uploads');

/** 300 MB: three 100 MB tus chunks. */
export const UPLOAD_SIZE = 314_572_800;

/** A file on disk with what it should be stored as. */
export interface SourceFile {
  readonly path: string;
  readonly name: string;
  readonly size: number;
  readonly sha256: string;
}

/** A temporary folder; remove it with {@link removeDir}. */
export function makeTempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Removes a folder and everything in it (no error when it is gone). */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes `size` random bytes to `dir/name` and answers the file with its SHA-256. */
export async function createSourceFile(
  dir: string,
  name: string,
  size: number,
): Promise<SourceFile> {
  const path = join(dir, name);
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  const block = 4 * 1024 * 1024;
  for (let written = 0; written < size; written += block) {
    const bytes = randomBytes(Math.min(block, size - written));
    hash.update(bytes);
    if (!out.write(bytes)) await new Promise<void>((resolve) => out.once('drain', resolve));
  }
  await new Promise<void>((resolve, reject) => {
    out.once('error', reject);
    out.end(resolve);
  });
  return { path, name: basename(path), size, sha256: hash.digest('hex') };
}

/** The SHA-256 of a file on disk, or null when there is no such file. */
export async function sha256Of(path: string): Promise<string | null> {
  if (!existsSync(path)) return null;
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 4 * 1024 * 1024 })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** Which of an upload's stored files exist. */
export function storedFilesExist(uploadsDir: string, id: string): { data: boolean; info: boolean } {
  const files = storedFiles(uploadsDir, id);
  return { data: existsSync(files.data), info: existsSync(files.info) };
}

/** Bytes of an upload's data file on disk (the tus file store's offset), 0 when there is none. */
export function storedSize(uploadsDir: string, id: string): number {
  return statSync(storedFiles(uploadsDir, id).data, { throwIfNoEntry: false })?.size ?? 0;
}

/** The data file and the info file tus keeps for an upload id in an uploads folder. */
export function storedFiles(uploadsDir: string, id: string): { data: string; info: string } {
  return { data: join(uploadsDir, id), info: join(uploadsDir, `${id}.json`) };
}
