/**
 * The real API as a child process: a 64 MB tus upload survives a SIGKILL of the server at 40%,
 * in the middle of a PATCH, and resumes after a restart on the same data folder without sending
 * everything again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  DefaultHttpStack,
  Upload,
  type HttpRequest,
  type HttpResponse,
  type HttpStack,
} from 'tus-js-client';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/index.ts';
import { uploads } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { startChildService, type ChildService } from '../../testing/child-service.ts';
import { freePort } from '../../testing/ports.ts';
import { MemoryUrlStorage } from '../../../../src/lib/uploads/memory-url-storage.ts';

const MB = 1024 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-restart-'));
let child: ChildService | null = null;

/**
 * Node's HTTP stack, except that the PATCH crossing `mark` sends the bytes up to the mark and then
 * stalls: the server is killed in the middle of that request, not between two chunks (on loopback
 * a whole 8 MB chunk often goes out within tus-js-client's 100 ms progress throttle).
 */
class StallingHttpStack implements HttpStack {
  private readonly inner = new DefaultHttpStack({});
  private stalled = false;
  constructor(private readonly mark: number) {}
  getName() {
    return 'StallingHttpStack';
  }
  createRequest(method: string, url: string): HttpRequest {
    const request = this.inner.createRequest(method, url);
    const send = (body: unknown): Promise<HttpResponse> => {
      const offset = Number(request.getHeader('Upload-Offset'));
      if (
        !this.stalled &&
        method === 'PATCH' &&
        Buffer.isBuffer(body) &&
        offset < this.mark &&
        offset + body.length > this.mark
      ) {
        this.stalled = true;
        const stream = new Readable({ read: () => undefined });
        stream.push(body.subarray(0, this.mark - offset));
        return request.send(stream);
      }
      return request.send(body);
    };
    return {
      getMethod: () => request.getMethod(),
      getURL: () => request.getURL(),
      setHeader: (header, value) => {
        request.setHeader(header, value);
      },
      getHeader: (header) => request.getHeader(header),
      setProgressHandler: (handler) => {
        request.setProgressHandler(handler);
      },
      send,
      abort: () => request.abort(),
      getUnderlyingObject: () => request.getUnderlyingObject() as unknown,
    };
  }
}

async function waitForSize(path: string, size: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((statSync(path, { throwIfNoEntry: false })?.size ?? 0) >= size) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} did not reach ${size} bytes`);
}

/** The API on a port over this test's data folder, once it answers. */
function startApi(port: number): Promise<ChildService> {
  return startChildService({
    name: 'The API',
    args: ['server/src/main.ts'],
    env: {
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
    },
    readyUrl: `http://127.0.0.1:${String(port)}/openapi.json`,
    timeoutMs: 150_000,
  });
}

afterAll(async () => {
  if (child) await child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('resumes a 64 MB tus upload after the server is killed and restarted', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let started = Date.now();
  child = await startApi(port);
  const firstStart = Date.now() - started;

  const login = await fetch(`${base}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'teacher@example.com', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };

  const source = randomBytes(64 * MB);
  const mark = Math.ceil(source.length * 0.4);
  const sourceHash = createHash('sha256').update(source).digest('hex');
  const storage = new MemoryUrlStorage();
  /** Set by the callbacks: the restart (resolving to its duration) and the resume offset. */
  const state: { restart: Promise<number> | null; resumedAt: number | null } = {
    restart: null,
    resumedAt: null,
  };
  const afterKill: string[] = [];

  const uploadUrl = await new Promise<string>((resolve, reject) => {
    const upload = new Upload(source, {
      endpoint: `${base}/uploads/`,
      chunkSize: 8 * MB,
      retryDelays: [0, 500, 1000, 2000, 4000, 8000],
      headers: { authorization: `Bearer ${token}` },
      metadata: { filename: 'lecture-01.mp4', filetype: 'video/mp4', purpose: 'video' },
      urlStorage: storage,
      httpStack: new StallingHttpStack(mark),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: false,
      onProgress: (sent, total) => {
        if (state.restart || sent < total * 0.4 || !child) return;
        const killed = child;
        const stored = join(dataDir, 'uploads', (upload.url ?? '').split('/').pop() ?? '');
        const restart = (async () => {
          // Once the server has written the bytes up to 40%, kill it while the PATCH is open.
          await waitForSize(stored, sent);
          await killed.kill('SIGKILL');
          started = Date.now();
          child = await startApi(port);
          return Date.now() - started;
        })();
        state.restart = restart;
        restart.catch(reject);
      },
      onBeforeRequest: async (request) => {
        if (!state.restart) return;
        // The retry after the kill waits for the server to be back (a slow machine may need more
        // than the 15.5 s the retry delays allow), then asks it for the offset (HEAD) and resumes.
        await state.restart;
        afterKill.push(request.getMethod());
        // The first PATCH after the kill goes to the restarted server, at the offset its HEAD gave.
        if (state.resumedAt === null && request.getMethod() === 'PATCH') {
          state.resumedAt = Number(request.getHeader('Upload-Offset'));
        }
      },
      onError: reject,
      onSuccess: () => {
        resolve(upload.url ?? '');
      },
    });
    upload.start();
  });

  expect(state.restart).not.toBeNull();
  const restartMs = await state.restart;
  expect(state.resumedAt).not.toBeNull();
  // Resumed through the tus protocol: HEAD for the offset, then PATCHes from there.
  expect(afterKill[0]).toBe('HEAD');
  expect(afterKill.slice(1).every((method) => method === 'PATCH')).toBe(true);
  const resumed = state.resumedAt ?? 0;
  const sentAfterRestart = source.length - resumed;
  // Every byte the killed server had written counts: the upload resumes exactly at the mark.
  expect(resumed).toBe(mark);
  expect(sentAfterRestart).toBeLessThan(source.length);

  const id = uploadUrl.split('/').pop() ?? '';
  expect(uploadUrl).toBe(`${base}/uploads/${id}`);
  const stored = readFileSync(join(dataDir, 'uploads', id));
  expect(stored.length).toBe(source.length);
  expect(createHash('sha256').update(stored).digest('hex')).toBe(sourceHash);
  const previous = await storage.findAllUploads();
  expect(previous.map((entry) => entry.uploadUrl)).toEqual([uploadUrl]);

  // Stop the API cleanly, then read its database: the upload is recorded as complete.
  await child.stop();
  child = null;
  const handle = await openDatabase(join(dataDir, 'pglite'));
  try {
    const [row] = await handle.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ kind: 'tus', size: source.length, filename: 'lecture-01.mp4' });
    expect(row?.completedAt).toBeInstanceOf(Date);
  } finally {
    await handle.close();
  }
  console.info(
    `restart test: first start ${firstStart} ms, restart ${restartMs} ms, resumed at ${resumed} of ${source.length} bytes (${sentAfterRestart} sent after the restart)`,
  );
}, 300_000);
