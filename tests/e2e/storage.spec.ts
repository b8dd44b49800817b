/**
 * Files on S3-compatible object storage, end to end: an own stack whose API keeps its files in a
 * bucket of a throw-away S3 server (scripts/s3.ts: OpenStack Swift's s3api) through STORAGE_URL.
 * A lecturer uploads a lecture's video and a course's cover in the real screens and sees both
 * served by the API (the cover's thumbnail drawn, the video's preview loaded); then the bytes are
 * read back from the bucket through the product's storage module, and the stack's data folder has
 * none of them. Not run, with a notice, where no S3 server can start (not root, Swift missing).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { ChaptersResponse } from '../../server/src/contract/chapters.ts';
import type { ItemDetail } from '../../server/src/contract/items.ts';
import { readEnv } from '../../server/src/env.ts';
import { DEMO_PASSWORD } from '../../server/src/seed/accounts.ts';
import { fileKey, storageOf, thumbnailsPrefix, tusKey } from '../../server/src/storage/storage.ts';
import { s3Available, startThrowawayS3, type ThrowawayS3 } from '../../scripts/s3.ts';
import { API_RETRIES, demo, expect, test, watchCsp } from './fixtures.ts';
import { ItemScreenPage } from './pages/item-screen-page.ts';
import { LecturePage } from './pages/lecture-page.ts';
import { startOwnStack, type OwnStack } from './support/own-stack.ts';
import { makeTempDir, portOffset, removeDir } from './support/source-files.ts';

const MINUTE = 60_000;
const available = s3Available();

/**
 * A real MP4 (H.264, 160×90, 10 frames) made by the page's MediaRecorder from a canvas, frame by
 * frame: a browser can read its metadata and play it, which a made-up box structure is not.
 */
async function recordMp4(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    const stream = canvas.captureStream(0);
    const [track] = stream.getVideoTracks();
    if (!context || !(track instanceof CanvasCaptureMediaStreamTrack)) throw new Error('no canvas');
    const recorder = new MediaRecorder(stream, { mimeType: 'video/mp4;codecs=avc1' });
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
    const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve));
    recorder.start();
    for (let frame = 0; frame < 10; frame += 1) {
      context.fillStyle = `hsl(${String(frame * 36)} 80% 50%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
      track.requestFrame();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
}

/** A context signed in as the teacher on the own stack (a fresh session of its API). */
async function teacherContext(browser: Browser, apiBase: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await watchCsp(context);
  const login = await context.request.post(`${apiBase}/v2/auth/login`, {
    form: { email: demo.teacher, password: DEMO_PASSWORD },
    maxRetries: API_RETRIES,
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/' }]);
  return context;
}

if (!available) {
  console.info(
    "Files on S3 in the browser: not run, no S3-compatible server can start here (not root and Debian's swift packages missing).",
  );
}

// Declared only where an S3 server can start (the notice above says so otherwise).
if (available) {
  test.describe('with STORAGE_URL on a throw-away S3 server', () => {
    let s3: ThrowawayS3 | null = null;
    let stack: OwnStack | null = null;
    let dataDir = '';
    const bucket = 'backoffice-e2e';

    test.beforeAll(async () => {
      test.setTimeout(4 * MINUTE);
      const starting = Date.now();
      s3 = await startThrowawayS3();
      const s3Ms = Date.now() - starting;
      dataDir = makeTempDir('backoffice-e2e-s3-');
      stack = await startOwnStack({
        apiPort: 8796 + portOffset,
        adminPort: 4347 + portOffset,
        lecturerPort: 4348 + portOffset,
        dataDir,
        env: { STORAGE_URL: s3.storageUrl(bucket), ...s3.env },
      });
      console.info(
        `s3: server up in ${String(s3Ms)} ms, the stack on it in ${String(Date.now() - starting - s3Ms)} ms`,
      );
    });

    test.afterAll(async () => {
      await stack?.close();
      stack = null;
      await s3?.stop();
      s3 = null;
      if (dataDir) removeDir(dataDir);
    });

    test("a lecture's video and a course's cover are stored in the bucket and served from it", async ({
      browser,
    }) => {
      test.setTimeout(3 * MINUTE);
      if (!stack || !s3) throw new Error('the stack did not start');
      const { api, lecturerOrigin } = stack;
      const context = await teacherContext(browser, api.base);
      const token =
        (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
      const call = async <T>(method: 'GET' | 'POST', path: string, data?: object): Promise<T> => {
        const response = await context.request.fetch(`${api.base}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, hilocale: 'en' },
          ...(data ? { data } : {}),
          maxRetries: API_RETRIES,
        });
        expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
        return (await response.json()) as T;
      };
      const course = await call<ItemDetail>('POST', '/lecturers/v2/courses', {
        title: `Stored in a bucket ${Date.now().toString(36)}`,
      });
      const base = `/lecturers/v2/courses/${String(course.id)}`;
      const outline = await call<ChaptersResponse>('POST', `${base}/chapters/outline`, {
        chapters: [{ title: 'Start', lectures: [{ title: 'Intro' }] }],
      });
      const chapter = outline.data[0];
      const lecture = chapter?.lectures[0];
      if (!chapter || !lecture) throw new Error('the outline was not created');

      // The lecture's video, through the lecture editor's file input (tus to the API).
      const screen = new LecturePage(await context.newPage());
      await screen.open(
        `${lecturerOrigin}/en/courses/${String(course.id)}/chapters/${String(chapter.id)}/lectures/${String(lecture.id)}`,
      );
      await screen.waitForScreen();
      await expect(screen.field(screen.t('lecture.title'))).toBeVisible();
      const video = await recordMp4(screen.page);
      const mediaAnswer = screen.page.waitForResponse(
        (response) =>
          response
            .url()
            .startsWith(`${api.base}/lecturers/v2/lectures/${String(lecture.id)}/media?`) &&
          response.request().method() === 'GET',
      );
      await screen.field(screen.t('lecture.video.choose')).setInputFiles({
        name: 'intro.mp4',
        mimeType: 'video/mp4',
        buffer: video,
      });
      await screen.waitForUploadsToEnd();
      const player = screen.main.getByLabel(
        screen.t('lecture.preview.label', { name: 'intro.mp4' }),
      );
      await expect(player).toBeVisible();
      const media = await mediaAnswer;
      expect(media.status(), "a partial answer to the player's Range request").toBe(206);
      const played = await player.evaluate(
        (element: HTMLVideoElement) =>
          new Promise<{ readyState: number; duration: number }>((resolve, reject) => {
            const done = () =>
              resolve({ readyState: element.readyState, duration: element.duration });
            if (element.error) reject(new Error(`the video failed: ${element.error.message}`));
            if (element.readyState >= HTMLMediaElement.HAVE_METADATA) done();
            element.addEventListener('loadedmetadata', done, { once: true });
            element.addEventListener('error', () => reject(new Error('the video failed')), {
              once: true,
            });
          }),
      );
      expect(played.readyState).toBeGreaterThanOrEqual(1);
      expect(played.duration).toBeGreaterThan(0);
      const stored = await call<ChaptersResponse>('GET', `${base}/chapters`);
      const videoId = stored.data[0]?.lectures[0]?.video?.id ?? '';
      expect(videoId, 'the lecture has its video').not.toBe('');

      // The course's cover, on its basic information screen.
      const form = new ItemScreenPage(screen.page, 'lecturer');
      await form.open(`${lecturerOrigin}/en/courses/${String(course.id)}/infos/basic`);
      await expect(form.frame).toBeVisible();
      await form
        .field(form.t('items.basic.chooseCover'))
        .setInputFiles(await coverPng(screen.page));
      await expect(form.main.getByText(form.t('items.basic.coverDone'))).toBeVisible();
      const cover = form.main.getByRole('img', {
        name: form.t('items.basic.coverAlt', { title: course.title }),
      });
      const src = await cover.getAttribute('src');
      expect(src).toMatch(new RegExp(`^${api.base}/v2/files/[^/?]+\\?w=640&h=360&fit=cover`));
      const drawn = await cover.evaluate(
        (image: HTMLImageElement) =>
          new Promise<number>((resolve, reject) => {
            if (image.complete) {
              if (image.naturalWidth > 0) resolve(image.naturalWidth);
              else reject(new Error('the cover failed'));
            }
            image.addEventListener('load', () => resolve(image.naturalWidth), { once: true });
            image.addEventListener('error', () => reject(new Error('the cover failed')), {
              once: true,
            });
          }),
      );
      expect(drawn).toBeGreaterThan(0);
      const coverId = /\/v2\/files\/([^/?]+)/.exec(src ?? '')?.[1] ?? '';

      // The bytes are in the bucket, read through the product's storage module, not on disk.
      const storage = storageOf(
        readEnv({ STORAGE_URL: s3.storageUrl(bucket), ...s3.env, DATA_DIR: dataDir }),
      );
      expect(storage.kind).toBe('s3');
      console.info(
        `s3: media ${String(media.status())} (range ${String(await media.request().headerValue('range'))}), ` +
          `video ${String(video.length)} bytes, ${String(played.duration)} s; bucket ` +
          JSON.stringify((await storage.list('')).map((object) => object.key)),
      );
      expect(await storage.size(fileKey(coverId)), 'the cover in the bucket').not.toBeNull();
      expect(
        await storage.size(`${thumbnailsPrefix(coverId)}640x360-cover`),
        'the thumbnail the screen shows, in the bucket',
      ).not.toBeNull();
      expect(await storage.size(tusKey(videoId)), 'the video in the bucket').toBe(video.length);
      expect(existsSync(join(dataDir, fileKey(coverId))), 'no cover on disk').toBe(false);
      expect(existsSync(join(dataDir, tusKey(videoId))), 'no video on disk').toBe(false);
      await context.close();
    });
  });
}

/** A 64×36 PNG drawn by the page (a thumbnail of it has real pixels to show). */
async function coverPng(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 36;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2a7';
      context.fillRect(0, 0, 64, 36);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}
