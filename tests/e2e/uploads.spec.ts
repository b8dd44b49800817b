/**
 * Video uploads end to end (Chromium, reference API): a 300 MB file of random bytes goes through
 * the product's tus client to the API and must be stored byte for byte (SHA-256), whatever
 * happens meanwhile: in-app navigation, the API killed and restarted, a cancel, a reload. The
 * tests of answers the test makes up (500, 404) send a small file: what they prove does not need
 * 300 MB, and a 100 MB chunk through Playwright's request interception costs seconds. Uploads
 * start the way the product screens will: a file input whose change calls
 * `uploadVideo(file, null)`. Serial: several 300 MB uploads at once would crawl on 2 cores.
 *
 * Tests wait for events (the store's changes, the page's requests), not for the clock; the
 * retry delays are read on the page's clock.
 */
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/src/seed/accounts.ts';
import { RETRY_DELAYS } from '../../src/lib/uploads/tus-transport.ts';
import { API_RETRIES, expect, test, testOrigins } from './fixtures.ts';
import { ShellPage } from './pages/shell-page.ts';
import { startOwnStack, type OwnStack } from './support/own-stack.ts';
import {
  UPLOAD_SIZE,
  createSourceFile,
  e2eUploadsDir,
  makeTempDir,
  portOffset,
  removeDir,
  sha256Of,
  storedFiles,
  storedFilesExist,
  storedSize,
  type SourceFile,
} from './support/source-files.ts';
import {
  TusTraffic,
  rememberedUploads,
  UploadPanelView,
  serverOffset,
  startVideoUpload,
  takeLastSeen,
  throttleUploads,
  timeTusRequests,
  timedTusRequests,
  uploadNamed,
  waitForEnd,
  waitForLoaded,
  waitForUpload,
} from './support/uploads.ts';

test.describe.configure({ mode: 'serial' });

const MINUTE = 60_000;
const tusEndpoint = `${testOrigins.api}/uploads/`;
/**
 * Upload bandwidth of the tests that act during an upload (unthrottled, loopback takes ~4 s for
 * 300 MB): 20 MB/s, about 15 s.
 */
const UPLOAD_RATE = 20 * 1024 * 1024;

/**
 * 1 MB: one tus chunk, for the tests whose answers the test makes up (Playwright hands every
 * intercepted request's body to the test: on a busy machine, seconds for a few MB).
 */
const SMALL_SIZE = 1024 * 1024;

let workDir = '';
let source: SourceFile;
let small: SourceFile;

test.beforeAll(async () => {
  workDir = makeTempDir('backoffice-e2e-uploads-');
  source = await createSourceFile(workDir, 'lecture-01.mp4', UPLOAD_SIZE);
  small = await createSourceFile(workDir, 'lecture-02.mp4', SMALL_SIZE);
});

test.afterAll(() => {
  removeDir(workDir);
});

/** The tus traffic of the running test, attached to its report when it fails. */
let traffic: TusTraffic | null = null;

function trackTus(page: Page, endpoint = tusEndpoint): TusTraffic {
  traffic = new TusTraffic(page, endpoint);
  return traffic;
}

test.afterEach(async () => {
  const info = test.info();
  const last = takeLastSeen();
  if (traffic && info.status !== info.expectedStatus) {
    const lines = [...traffic.log, `last upload state seen: ${JSON.stringify(last)}`];
    await info.attach('tus traffic', { body: lines.join('\n'), contentType: 'text/plain' });
  }
  traffic = null;
});

/** Opens the courses list in English with the upload helpers at hand. */
async function openCourses(page: Page, origin: string = testOrigins.admin) {
  const shell = new ShellPage(page, 'en');
  await shell.open(`${origin}/en/courses`);
  return { shell, panel: new UploadPanelView(shell) };
}

/** Headers of an answer the test makes up for the API (readable by the admin host). */
function apiHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': testOrigins.admin,
    'Access-Control-Expose-Headers': 'Upload-Offset, Upload-Length, Location, Tus-Resumable',
    'Tus-Resumable': '1.0.0',
  };
}

/** Expects the upload's stored file to be `file` (the 300 MB source unless told), byte for byte. */
async function expectStoredIntact(
  uploadsDir: string,
  id: string,
  file: SourceFile = source,
): Promise<void> {
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(await sha256Of(storedFiles(uploadsDir, id).data), `sha256 of upload ${id}`).toBe(
    file.sha256,
  );
}

test('the panel shows the progress of a 300 MB upload until it is stored intact', async ({
  page,
}) => {
  test.setTimeout(4 * MINUTE);
  const tus = trackTus(page);
  const { panel } = await openCourses(page);
  await panel.record(source.name);
  await startVideoUpload(page, source.path);
  await expect(panel.row(source.name)).toBeVisible();
  await expect(panel.row(source.name)).toContainText('300.0 MB');

  const done = await waitForEnd(page, source.name);
  expect(done).toMatchObject({ status: 'FINISHED', loaded: source.size, error: null });
  await expect(panel.status(source.name)).toHaveText('Finished');
  await expect(panel.percent(source.name)).toHaveText('100%');

  const history = await panel.history();
  const percents = history.map((entry) => entry.percent);
  expect(percents, 'the percent never goes back').toEqual(percents.toSorted((a, b) => a - b));
  const during = history.filter(
    (entry) => entry.status === 'Uploading' && entry.percent > 0 && entry.percent < 100,
  );
  expect(
    new Set(during.map((entry) => entry.percent)).size,
    JSON.stringify(history),
  ).toBeGreaterThanOrEqual(3);
  // While it ran: the speed and the time left.
  expect(
    history.some((entry) =>
      /^Uploading · 300\.0 MB · [\d.]+ [KMG]?B\/s · [\d:]+ left$/.test(entry.meta),
    ),
    JSON.stringify(history),
  ).toBe(true);
  expect(history.at(-1)).toEqual({ percent: 100, status: 'Finished', meta: 'Finished · 300.0 MB' });
  expect(history.some((entry) => entry.status === 'Failed')).toBe(false);
  expect(await rememberedUploads(page), 'nothing left to resume').toEqual([]);

  await expectStoredIntact(e2eUploadsDir, await tus.uploadId());
});

test('in-app navigation during an upload does not interrupt it', async ({ page }) => {
  test.setTimeout(4 * MINUTE);
  const tus = trackTus(page);
  const { shell, panel } = await openCourses(page);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  // About 15 s for the 300 MB: time for four navigations on a slow machine.
  await throttleUploads(page, UPLOAD_RATE);
  await startVideoUpload(page, source.path);
  await waitForLoaded(page, source.name, 0.01);

  const steps = [
    // The rail's name carries the waiting posts ("Interactions, 12 waiting"); it opens the inbox.
    { nav: shell.rail, link: /^Interactions(, [\d,]+ waiting)?$/, url: /\/en\/interactions$/ },
    { nav: shell.sidebar, link: 'Announcements', url: /\/en\/interactions\/announcements$/ },
    { nav: shell.sidebar, link: 'Reviews', url: /\/en\/interactions\/feedbacks$/ },
    // The coupon list keeps its status filter in the address.
    { nav: shell.rail, link: 'Coupons', url: /\/en\/coupons(\?status=ALL)?$/ },
  ];
  let loadedBefore = 0;
  for (const step of steps) {
    await step.nav.getByRole('link', { name: step.link, exact: true }).click();
    await expect(page).toHaveURL(step.url);
    await shell.waitForIslands();
    await expect(panel.row(source.name)).toBeVisible();
    // Still moving after the navigation: nothing restarted it from zero.
    const item = await waitForUpload(page, source.name, (it) => it.loaded > loadedBefore);
    expect(item.status, `after opening ${step.link}`).toBe('UPLOADING');
    loadedBefore = item.loaded;
  }
  expect(loadedBefore, 'the navigations happened during the upload').toBeLessThan(source.size);

  const done = await waitForEnd(page, source.name);
  expect(done).toMatchObject({ status: 'FINISHED', loaded: source.size, error: null });
  await expect(panel.status(source.name)).toHaveText('Finished');
  expect(await page.evaluate(() => 'notReloaded' in window), 'no full page load').toBe(true);
  expect(tus.uploadUrls, 'one upload, never created again').toHaveLength(1);
  await expectStoredIntact(e2eUploadsDir, await tus.uploadId());
});

test.describe('with an API process the test can kill', () => {
  let stack: OwnStack | null = null;
  let dataDir = '';

  test.afterAll(async () => {
    await stack?.close();
    stack = null;
    if (dataDir) removeDir(dataDir);
  });

  test('killing and restarting the API mid-upload still stores the file intact', async ({
    page,
    context,
  }) => {
    test.setTimeout(5 * MINUTE);
    dataDir = makeTempDir('backoffice-e2e-kill-');
    stack = await startOwnStack({
      apiPort: 8798 + portOffset,
      adminPort: 4351 + portOffset,
      lecturerPort: 4352 + portOffset,
      dataDir,
    });
    const { api } = stack;
    const login = await context.request.post(`${api.base}/v2/auth/login`, {
      form: { email: 'admin@example.com', password: DEMO_PASSWORD },
      maxRetries: API_RETRIES,
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    await context.clearCookies();
    await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/' }]);

    const tus = trackTus(page, `${api.base}/uploads/`);
    const { panel } = await openCourses(page, stack.adminOrigin);
    await throttleUploads(page, 2 * UPLOAD_RATE);
    await startVideoUpload(page, source.path);
    await waitForLoaded(page, source.name, 0.35);
    const uploadUrl = await tus.uploadUrl();

    const patchesAtKill = tus.patches.length;
    const failuresAtKill = tus.failures;
    tus.note('SIGKILL');
    await api.kill('SIGKILL');
    const killedAt = (await uploadNamed(page, source.name))?.loaded ?? 0;
    // The page finds the API gone twice (the running PATCH cut, then a retry refused) before it
    // comes back: the upload goes through the client's retries, not around them.
    await tus.when(() => tus.failures >= failuresAtKill + 2);
    tus.note('two requests failed since the kill');
    const restarting = Date.now();
    await api.start();
    const restartMs = Date.now() - restarting;
    tus.note(`API restarted in ${String(restartMs)} ms`);

    const done = await waitForEnd(page, source.name);
    expect(done, api.log).toMatchObject({ status: 'FINISHED', loaded: source.size, error: null });
    await expect(panel.status(source.name)).toHaveText('Finished');
    expect(tus.uploadUrls, 'resumed the same upload').toEqual([uploadUrl]);
    const resumed = tus.patches.slice(patchesAtKill);
    expect(resumed[0]?.url, 'PATCHes after the restart').toBe(uploadUrl);
    expect(resumed[0]?.offset, 'resumed, not restarted from 0').toBeGreaterThan(0);
    expect(killedAt).toBeLessThan(source.size);
    console.info(
      `kill: killed at ${killedAt} bytes sent, restarted in ${restartMs} ms, resumed at ${resumed[0]?.offset ?? 0} of ${source.size}`,
    );
    await expectStoredIntact(join(dataDir, 'uploads'), await tus.uploadId());
  });
});

/**
 * Answers the page's first `count` PATCHes with `answer` (the API's headers added) and lets the
 * others through. Resolves `refused` once the last of them was answered.
 */
async function refusePatches(
  page: Page,
  count: number,
  answer: { status: number; body: string; contentType?: string },
): Promise<{ readonly refused: Promise<void>; stop(): Promise<void> }> {
  const pattern = `${testOrigins.api}/uploads/*`;
  let answered = 0;
  let done = (): void => undefined;
  const refused = new Promise<void>((resolve) => (done = resolve));
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== 'PATCH' || answered >= count) {
      await route.fallback();
      return;
    }
    answered += 1;
    await route.fulfill({
      status: answer.status,
      headers: {
        ...apiHeaders(),
        ...(answer.contentType ? { 'Content-Type': answer.contentType } : {}),
      },
      body: answer.body,
    });
    if (answered === count) done();
  });
  return { refused, stop: () => page.unroute(pattern) };
}

test('500 answers are retried after the delays, then the upload finishes', async ({ page }) => {
  test.setTimeout(2 * MINUTE);
  const tus = trackTus(page);
  const { panel } = await openCourses(page);
  await panel.record(small.name);
  await timeTusRequests(page, tusEndpoint);
  const refusals = await refusePatches(page, 2, { status: 500, body: 'Internal Server Error\n' });
  await startVideoUpload(page, small.path);
  await refusals.refused;
  await refusals.stop();

  const done = await waitForEnd(page, small.name);
  expect(done).toMatchObject({ status: 'FINISHED', loaded: small.size, error: null });
  // The two refused PATCHes and the first that went through all started at 0.
  expect(tus.patches.map((patch) => patch.offset).slice(0, 3)).toEqual([0, 0, 0]);
  const patches = (await timedTusRequests(page)).filter((request) => request.method === 'PATCH');
  expect(patches.map((patch) => patch.status).slice(0, 3)).toEqual([500, 500, 204]);
  // RETRY_DELAYS: 0 s before the first retry, 1 s before the second. Read on the page's clock,
  // from the second 500's answer to the next PATCH (the retry's HEAD comes in between).
  const [, refusedAgain, passed] = patches;
  const secondDelay = (passed?.sentAt ?? 0) - (refusedAgain?.doneAt ?? Number.POSITIVE_INFINITY);
  expect(secondDelay, 'second retry delay (ms)').toBeGreaterThanOrEqual(RETRY_DELAYS[1] ?? 1000);
  console.info(`500 retried: second retry delay ${secondDelay.toFixed(1)} ms on the page's clock`);
  const history = await panel.history();
  expect(
    history.some((entry) => entry.status === 'Failed'),
    'never shown as failed',
  ).toBe(false);
  await expect(panel.status(small.name)).toHaveText('Finished');
  await expectStoredIntact(e2eUploadsDir, await tus.uploadId(), small);
});

test('a 404 fails the upload; Retry then finishes it', async ({ page }) => {
  test.setTimeout(2 * MINUTE);
  const tus = trackTus(page);
  const { panel } = await openCourses(page);
  const refusals = await refusePatches(page, 1, {
    status: 404,
    body: JSON.stringify({ message: 'Not found' }),
    contentType: 'application/json',
  });
  await startVideoUpload(page, small.path);
  await refusals.refused;

  await expect(panel.status(small.name)).toHaveText('Failed');
  const retry = panel.button(small.name, 'Retry');
  await expect(retry).toBeVisible();
  expect(await uploadNamed(page, small.name)).toMatchObject({
    status: 'FAILED',
    error: 'HTTP 404',
  });
  expect(tus.patches, 'a 404 is not retried by itself').toHaveLength(1);
  await refusals.stop();

  await retry.click();
  // The engine's code answers the click a moment later: wait for the retry to take (the failed
  // state is an end too) before waiting for the end.
  await expect(panel.status(small.name)).not.toHaveText('Failed');
  const done = await waitForEnd(page, small.name);
  expect(done).toMatchObject({ status: 'FINISHED', loaded: small.size, error: null });
  await expect(panel.status(small.name)).toHaveText('Finished');
  expect(tus.uploadUrls, 'the retry continued the same upload').toHaveLength(1);
  expect(await rememberedUploads(page), 'nothing left to resume').toEqual([]);
  await expectStoredIntact(e2eUploadsDir, await tus.uploadId(), small);
});

test('cancelling an upload removes what the server received', async ({ page, signedIn }) => {
  test.setTimeout(3 * MINUTE);
  const tus = trackTus(page);
  const { shell, panel } = await openCourses(page);
  await throttleUploads(page, UPLOAD_RATE);
  await startVideoUpload(page, source.path);
  await waitForLoaded(page, source.name, 0.05);
  const uploadUrl = await tus.uploadUrl();
  const id = await tus.uploadId();
  expect(storedFilesExist(e2eUploadsDir, id)).toEqual({ data: true, info: true });

  await panel.button(source.name, 'Cancel upload').click();
  await expect(shell.confirmDialog).toBeVisible();
  await shell.confirmDialog.getByRole('button', { name: 'Cancel upload', exact: true }).click();
  await expect(panel.status(source.name)).toHaveText('Cancelled');
  expect((await uploadNamed(page, source.name))?.status).toBe('ABORT');
  await expect(panel.button(source.name, 'Remove')).toBeVisible();
  await expect.poll(() => rememberedUploads(page), { message: 'forgotten' }).toEqual([]);

  // The tus termination (DELETE) answered: the server removed the files, or is closing the cut
  // PATCH's file to remove it.
  await tus.when(() => tus.answers.some((answer) => answer.method === 'DELETE'));
  expect(tus.answers.find((answer) => answer.method === 'DELETE')?.status).toBe(204);
  await expect
    .poll(() => storedFilesExist(e2eUploadsDir, id))
    .toEqual({ data: false, info: false });
  await expect(serverOffset(uploadUrl, signedIn, testOrigins.admin)).rejects.toThrow(/: 404$/);
});

test('after a reload, choosing the file again resumes from the server offset', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(5 * MINUTE);
  const tus = trackTus(page);
  const { shell, panel } = await openCourses(page);
  await throttleUploads(page, UPLOAD_RATE);
  await startVideoUpload(page, source.path);
  await waitForLoaded(page, source.name, 0.4);
  const uploadUrl = await tus.uploadUrl();
  // The server holds bytes (its offset is the size of the data file). Not asked by HEAD here: a
  // HEAD takes the upload's lock, which makes @tus/server cut the running PATCH short.
  const id = await tus.uploadId();
  await expect.poll(() => storedSize(e2eUploadsDir, id), { timeout: 60_000 }).toBeGreaterThan(0);

  // The page asks before unloading while an upload runs; the user leaves anyway.
  page.on('dialog', (dialog) => void dialog.accept());
  tus.note('reload');
  await page.reload();
  await shell.waitForIslands();
  const unfinished = panel.unfinishedRow(source.name);
  await expect(unfinished).toBeVisible();
  await expect(unfinished.getByText('Choose the file again')).toBeVisible();
  const serverHad = await serverOffset(uploadUrl, signedIn, testOrigins.admin);
  tus.note(`HEAD from the test after the reload: ${String(serverHad)}`);
  expect(serverHad).toBeGreaterThan(0);

  // Counted from here: the old document keeps running while the reload loads the new one, and
  // its tus client may still answer a 409 with a HEAD and a PATCH before it is gone.
  const patchesBefore = tus.patches.length;
  await panel.region.locator('input[type=file]').setInputFiles(source.path);
  await expect(unfinished).toHaveCount(0);
  const done = await waitForEnd(page, source.name);
  expect(done).toMatchObject({ status: 'FINISHED', loaded: source.size, error: null });
  await expect(panel.status(source.name)).toHaveText('Finished');

  const [first] = tus.patches.slice(patchesBefore);
  expect(first?.url, 'the same upload continued').toBe(uploadUrl);
  expect(tus.uploadUrls, 'no new upload created').toEqual([uploadUrl]);
  const resumedAt = first?.offset ?? 0;
  expect(resumedAt, 'resumed at the offset the server had').toBe(serverHad);
  const sentAfterReload = source.size - resumedAt;
  expect(sentAfterReload).toBeLessThan(source.size);
  expect(done.sentThisSession).toBe(sentAfterReload);
  expect(await rememberedUploads(page), 'nothing left to resume').toEqual([]);
  console.info(
    `reload: resumed at ${resumedAt} of ${source.size} bytes, ${sentAfterReload} sent after the reload`,
  );
  await expectStoredIntact(e2eUploadsDir, await tus.uploadId());
});
