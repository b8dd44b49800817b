/**
 * `npm run storage:move-local` against the S3 server of the api-s3 step: the files of a local
 * DATA_DIR land in the bucket under the same keys, unfinished uploads stay behind, and a second
 * run copies nothing again. Skipped with a notice where no bucket is configured.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { testEnv } from '../testing/harness.ts';
import { storageOf } from './storage.ts';

const onS3 = Boolean(process.env['STORAGE_URL']);
if (!onS3) console.info('Moving local files into a bucket: skipped, STORAGE_URL is not set.');

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'move-local-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.runIf(onS3)('storage:move-local', () => {
  it('copies the files and finished uploads under their keys, once', async () => {
    const env = testEnv();
    const [file, upload, unfinished] = ['a', 'b', 'c'].map((c) => c.repeat(32));
    mkdirSync(join(dataDir, 'files', `${file}.thumbnails`), { recursive: true });
    mkdirSync(join(dataDir, 'uploads'));
    writeFileSync(join(dataDir, 'files', file ?? ''), 'cover bytes');
    writeFileSync(join(dataDir, 'files', `${file}.thumbnails`, '96x54-cover'), 'thumb');
    writeFileSync(join(dataDir, 'uploads', upload ?? ''), 'video!');
    writeFileSync(join(dataDir, 'uploads', `${upload}.json`), JSON.stringify({ size: 6 }));
    writeFileSync(join(dataDir, 'uploads', unfinished ?? ''), 'vid');
    writeFileSync(join(dataDir, 'uploads', `${unfinished}.json`), JSON.stringify({ size: 6 }));
    const command = () =>
      run('npx', ['tsx', 'server/src/storage/move-local.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, STORAGE_URL: env.STORAGE_URL },
      });
    expect((await command()).stdout).toContain('Moved 3 files');
    const bucket = storageOf(env);
    expect((await bucket.bytes(`files/${file}`))?.toString()).toBe('cover bytes');
    expect((await bucket.bytes(`files/${file}.thumbnails/96x54-cover`))?.toString()).toBe('thumb');
    expect((await bucket.bytes(`uploads/${upload}`))?.toString()).toBe('video!');
    expect(await bucket.size(`uploads/${unfinished}`)).toBeNull();
    expect((await command()).stdout).toContain('Moved 0 files into the bucket (3 were there');
  });
});
