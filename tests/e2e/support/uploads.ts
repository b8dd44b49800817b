/**
 * Uploads in the browser the way the product screens will start them: a file input whose change
 * calls `window.__backoffice.uploadVideo(file, null)`; what the upload store says about them; the
 * tus requests the page sends; and the upload panel.
 */
import type { Locator, Page, Request } from '@playwright/test';
import type { ShellPage } from '../pages/shell-page.ts';

/** Upload states (src/stores/uploads.ts). */
export type UploadStatus = 'QUEUE' | 'UPLOADING' | 'PAUSE' | 'FINISHED' | 'FAILED' | 'ABORT';

/** What the tests read of an upload in the store. */
export interface UploadSnapshot {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly status: UploadStatus;
  readonly loaded: number;
  readonly error: string | null;
  readonly sentThisSession: number;
}

/** The part of `window.__backoffice` these helpers use (runtime config `exposeStores`). */
interface UploadApi {
  uploadVideo(file: File, target: null): string;
  uploads: {
    $uploads: {
      get(): readonly {
        id: string;
        file: { name: string; size: number };
        status: UploadStatus;
        loaded: number;
        error: string | null;
        sentThisSession: number;
      }[];
    };
  };
}

const INPUT_ID = 'e2e-video-input';

/**
 * Waits until the page exposes its upload modules: they load on demand, after the page
 * (src/lib/page-runtime.ts).
 */
export async function waitForUploadApi(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __backoffice?: Partial<UploadApi> }).__backoffice?.uploads,
    undefined,
    { timeout: 0 },
  );
}

/** Adds (once per document) a hidden file input that starts a video upload with no target. */
async function installVideoInput(page: Page): Promise<void> {
  await waitForUploadApi(page);
  await page.evaluate((id) => {
    if (document.getElementById(id)) return;
    const input = document.createElement('input');
    input.type = 'file';
    input.id = id;
    input.hidden = true;
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      input.value = '';
      if (!file) return;
      (window as unknown as { __backoffice: UploadApi }).__backoffice.uploadVideo(file, null);
    });
    document.body.append(input);
  }, INPUT_ID);
}

/**
 * Caps the page's upload bandwidth (Chromium's network emulation), so that a 300 MB upload on
 * loopback lasts long enough for what a test does meanwhile.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Chooses a file on disk in a product-like file input: the page starts its tus upload. */
export async function startVideoUpload(page: Page, path: string): Promise<void> {
  await installVideoInput(page);
  await page.setInputFiles(`#${INPUT_ID}`, path);
}

/** The uploads in the page's store. */
export async function uploadSnapshots(page: Page): Promise<UploadSnapshot[]> {
  await waitForUploadApi(page);
  return page.evaluate(() =>
    (window as unknown as { __backoffice: UploadApi }).__backoffice.uploads.$uploads
      .get()
      .map((item) => ({
        id: item.id,
        name: item.file.name,
        size: item.file.size,
        status: item.status,
        loaded: item.loaded,
        error: item.error,
        sentThisSession: item.sentThisSession,
      })),
  );
}

/** The upload of a file name in the page's store, if any. */
export async function uploadNamed(page: Page, name: string): Promise<UploadSnapshot | undefined> {
  return (await uploadSnapshots(page)).find((item) => item.name === name);
}

const ended: readonly UploadStatus[] = ['FINISHED', 'FAILED', 'ABORT'];

/**
 * The page's uploads once they differ from `seen` (JSON of an earlier answer): at once when they
 * already do, else at the store's next change. Waits for the store, not for the clock.
 */
async function nextSnapshots(page: Page, seen: string | null): Promise<UploadSnapshot[]> {
  await waitForUploadApi(page);
  return page.evaluate(
    (previous) =>
      new Promise<UploadSnapshot[]>((resolve) => {
        const store = (window as unknown as { __backoffice: UploadApi }).__backoffice.uploads
          .$uploads as UploadApi['uploads']['$uploads'] & { listen(cb: () => void): () => void };
        const read = () =>
          store.get().map((item) => ({
            id: item.id,
            name: item.file.name,
            size: item.file.size,
            status: item.status,
            loaded: item.loaded,
            error: item.error,
            sentThisSession: item.sentThisSession,
          }));
        const now = read();
        if (JSON.stringify(now) !== previous) {
          resolve(now);
          return;
        }
        const stop = store.listen(() => {
          stop();
          resolve(read());
        });
      }),
    seen,
  );
}

/**
 * Waits until `until` holds for the upload of `name` (read at every change of the upload store);
 * answers that snapshot. Fails at once when the upload ends without `until` holding; otherwise
 * the test's own timeout bounds it (no budget of its own that setup on a slow machine could eat).
 */
export async function waitForUpload(
  page: Page,
  name: string,
  until: (item: UploadSnapshot) => boolean,
): Promise<UploadSnapshot> {
  let seen: string | null = null;
  for (;;) {
    const snapshots = await nextSnapshots(page, seen);
    seen = JSON.stringify(snapshots);
    const item = snapshots.find((it) => it.name === name);
    lastSeen = item;
    if (item && until(item)) return item;
    if (item && ended.includes(item.status)) {
      throw new Error(`The upload of ${name} ended as ${JSON.stringify(item)}`);
    }
  }
}

let lastSeen: UploadSnapshot | undefined;

/** The last snapshot a wait saw, then forgets it (for the report of a test that timed out). */
export function takeLastSeen(): UploadSnapshot | undefined {
  const item = lastSeen;
  lastSeen = undefined;
  return item;
}

/** Waits until the upload of `name` has ended (FINISHED, FAILED or ABORT); answers it. */
export function waitForEnd(page: Page, name: string): Promise<UploadSnapshot> {
  return waitForUpload(page, name, (item) => ended.includes(item.status));
}

/** Waits until the store says at least `fraction` of the upload of `name` was sent. */
export function waitForLoaded(page: Page, name: string, fraction: number): Promise<UploadSnapshot> {
  return waitForUpload(
    page,
    name,
    (item) => item.status === 'UPLOADING' && item.loaded >= item.size * fraction,
  );
}

/** Keys of the resumable uploads the page remembers (tus URL storage in localStorage). */
export function rememberedUploads(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')));
}

/** A PATCH the page sent: its URL and the Upload-Offset it started at. */
export interface PatchRequest {
  readonly url: string;
  readonly offset: number;
}

/**
 * The tus traffic of a page towards one endpoint (`<api>/uploads/`): upload URLs from creations
 * (Location of 201 answers to POST), the PATCH requests with their offsets, and the requests that
 * failed (no answer). Tests wait for these events with {@link TusTraffic.when}.
 */
export class TusTraffic {
  readonly uploadUrls: string[] = [];
  readonly patches: PatchRequest[] = [];
  /** The answers the page got, in order. */
  readonly answers: { readonly method: string; readonly url: string; readonly status: number }[] =
    [];
  /** How many requests got no answer (the API down, a connection cut). */
  failures = 0;
  /** Every request to the endpoint and how it ended, one line each (for failure reports). */
  readonly log: string[] = [];
  private readonly started = Date.now();
  private waiters: { readonly holds: () => boolean; readonly resolve: () => void }[] = [];

  constructor(
    page: Page,
    readonly endpoint: string,
  ) {
    const describe = (request: Request) =>
      `${request.method()} ${request.url().slice(endpoint.length) || '/'} offset=${request.headers()['upload-offset'] ?? '-'}`;
    page.on('request', (request) => {
      if (!request.url().startsWith(endpoint) || request.method() === 'OPTIONS') return;
      this.note(`→ ${describe(request)}`);
      if (request.method() === 'PATCH') {
        this.patches.push({
          url: request.url(),
          offset: Number(request.headers()['upload-offset'] ?? Number.NaN),
        });
      }
      this.settle();
    });
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith(endpoint) || request.method() === 'OPTIONS') return;
      this.note(`✗ ${describe(request)}: ${request.failure()?.errorText ?? 'failed'}`);
      this.failures += 1;
      this.settle();
    });
    page.on('response', (response) => {
      const request = response.request();
      if (!request.url().startsWith(endpoint) || request.method() === 'OPTIONS') return;
      this.note(
        `← ${describe(request)}: ${String(response.status())} upload-offset=${response.headers()['upload-offset'] ?? '-'}`,
      );
      this.answers.push({
        method: request.method(),
        url: request.url(),
        status: response.status(),
      });
      const location = response.headers()['location'];
      if (
        request.method() === 'POST' &&
        request.url() === endpoint &&
        response.status() === 201 &&
        location
      )
        this.uploadUrls.push(location);
      this.settle();
    });
  }

  /** Adds a line to the log (what the test did meanwhile). */
  note(text: string): void {
    this.log.push(`${String(Date.now() - this.started).padStart(7)} ms  ${text}`);
  }

  /** Resolves once `holds` is true of the traffic seen (checked at every request event). */
  when(holds: () => boolean): Promise<void> {
    if (holds()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ holds, resolve }));
  }

  private settle(): void {
    const ready = this.waiters.filter((waiter) => waiter.holds());
    this.waiters = this.waiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.resolve();
  }

  /** The URL of the only upload created so far (waits for its creation). */
  async uploadUrl(): Promise<string> {
    await this.when(() => this.uploadUrls.length > 0);
    if (this.uploadUrls.length !== 1) {
      throw new Error(`Expected one tus upload, got ${JSON.stringify(this.uploadUrls)}`);
    }
    return this.uploadUrls[0] ?? '';
  }

  /** The id of the only upload created so far: the last segment of its URL. */
  async uploadId(): Promise<string> {
    return (await this.uploadUrl()).split('/').pop() ?? '';
  }
}

/** A request of the page's tus client, timed on the page's clock (`performance.now()`). */
export interface TimedTusRequest {
  readonly method: string;
  readonly url: string;
  /** When `send()` was called. */
  readonly sentAt: number;
  /** When the answer was complete (before the tus client heard of it), or null. */
  readonly doneAt: number | null;
  readonly status: number | null;
}

/**
 * Starts timing, on the page's own clock, the XMLHttpRequests the page sends to `endpoint` (the
 * tus client's requests): when each was sent and when its answer was complete. The answer's time
 * is taken at `readystatechange` to DONE, which comes before the `load` the tus client listens
 * to, so a delay the client waits after an answer is never measured short.
 */
export async function timeTusRequests(page: Page, endpoint: string): Promise<void> {
  await page.evaluate((prefix) => {
    if ('__tusTimes' in window) return;
    const times: {
      method: string;
      url: string;
      sentAt: number;
      doneAt: number | null;
      status: number | null;
    }[] = [];
    Object.assign(window, { __tusTimes: times });
    const proto = XMLHttpRequest.prototype;
    const open = Object.getOwnPropertyDescriptor(proto, 'open')?.value as (
      ...args: unknown[]
    ) => void;
    proto.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      const method = String(args[0]).toUpperCase();
      const url = String(args[1]);
      if (url.startsWith(prefix) && method !== 'OPTIONS') {
        // `loadstart` fires inside send(); the DONE state comes before `load`.
        this.addEventListener('loadstart', () => {
          const entry = { method, url, sentAt: performance.now(), doneAt: null, status: null };
          times.push(entry);
          const done = () => {
            if (this.readyState !== XMLHttpRequest.DONE) return;
            this.removeEventListener('readystatechange', done);
            Object.assign(entry, { doneAt: performance.now(), status: this.status });
          };
          this.addEventListener('readystatechange', done);
        });
      }
      Reflect.apply(open, this, args);
    };
  }, endpoint);
}

/** The requests {@link timeTusRequests} timed so far, in the order they were sent. */
export function timedTusRequests(page: Page): Promise<TimedTusRequest[]> {
  return page.evaluate(
    () => (window as unknown as { __tusTimes?: TimedTusRequest[] }).__tusTimes ?? [],
  );
}

/** Asks the API for the offset of an upload (tus HEAD), as the page would. */
export async function serverOffset(
  uploadUrl: string,
  token: string,
  origin: string,
): Promise<number> {
  const response = await fetch(uploadUrl, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', origin },
  });
  if (response.status !== 200) throw new Error(`HEAD ${uploadUrl}: ${response.status}`);
  return Number(response.headers.get('upload-offset'));
}

/** The upload panel (bottom right of every page). */
export class UploadPanelView {
  constructor(readonly shell: ShellPage) {}

  get region(): Locator {
    return this.shell.uploadPanel;
  }

  /** The row of an upload running in this page. */
  row(name: string): Locator {
    return this.region.locator('li.upload:not(.upload--unfinished)').filter({ hasText: name });
  }

  /** The row of an upload an earlier page left unfinished. */
  unfinishedRow(name: string): Locator {
    return this.region.locator('li.upload--unfinished').filter({ hasText: name });
  }

  status(name: string): Locator {
    return this.row(name).locator('.upload__status');
  }

  percent(name: string): Locator {
    return this.row(name).locator('.upload__percent');
  }

  button(name: string, label: string): Locator {
    return this.row(name).getByRole('button', { name: label, exact: true });
  }

  /**
   * Starts recording every (percent, status, meta line) the panel shows for `name`, across in-app
   * navigations (the panel is persisted, the observer watches the whole document).
   */
  async record(name: string): Promise<void> {
    await this.shell.page.evaluate((fileName) => {
      const seen: string[] = [];
      const read = () => {
        for (const row of document.querySelectorAll('.upload-panel li.upload')) {
          if (row.querySelector('.upload__name')?.textContent !== fileName) continue;
          const percent = row.querySelector('.upload__percent')?.textContent ?? '';
          const status = row.querySelector('.upload__status')?.textContent ?? '';
          const meta = row.querySelector('.upload__meta')?.textContent ?? '';
          const entry = `${percent}|${status}|${meta}`;
          if (seen.at(-1) !== entry) seen.push(entry);
        }
      };
      new MutationObserver(read).observe(document.documentElement, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      read();
      Object.assign(window, { __panelHistory: seen });
    }, name);
  }

  /**
   * What {@link record} saw, in order, consecutive repeats dropped: the percent, the status label
   * and the whole meta line (status, size, speed, time left).
   */
  async history(): Promise<{ percent: number; status: string; meta: string }[]> {
    const entries = await this.shell.page.evaluate(
      () => (window as unknown as { __panelHistory?: string[] }).__panelHistory ?? [],
    );
    return entries.map((entry) => {
      const [percent = '', status = '', meta = ''] = entry.split('|');
      return { percent: Number.parseInt(percent, 10), status, meta };
    });
  }
}
