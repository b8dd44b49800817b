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

/** Adds (once per document) a hidden file input that starts a video upload with no target. */
async function installVideoInput(page: Page): Promise<void> {
  await page.waitForFunction(() => '__backoffice' in window);
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
export function uploadSnapshots(page: Page): Promise<UploadSnapshot[]> {
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
 * Polls the store until `until` holds for the upload of `name`; answers that snapshot. Fails at
 * once when the upload ends without `until` holding, and after `timeout` ms otherwise.
 */
export async function waitForUpload(
  page: Page,
  name: string,
  until: (item: UploadSnapshot) => boolean,
  timeout: number,
): Promise<UploadSnapshot> {
  const deadline = Date.now() + timeout;
  let last: UploadSnapshot | undefined;
  for (;;) {
    last = await uploadNamed(page, name);
    if (last && until(last)) return last;
    if (last && ended.includes(last.status)) {
      throw new Error(`The upload of ${name} ended as ${JSON.stringify(last)}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The upload of ${name} did not get there in ${timeout} ms: ${JSON.stringify(last)}`,
      );
    }
    await page.waitForTimeout(200);
  }
}

/** Waits until the upload of `name` has ended (FINISHED, FAILED or ABORT); answers it. */
export async function waitForEnd(
  page: Page,
  name: string,
  timeout: number,
): Promise<UploadSnapshot> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const item = await uploadNamed(page, name);
    if (item && ended.includes(item.status)) return item;
    if (Date.now() > deadline) {
      throw new Error(
        `The upload of ${name} did not end in ${timeout} ms: ${JSON.stringify(item)}`,
      );
    }
    await page.waitForTimeout(250);
  }
}

/** Waits until the store says at least `fraction` of the upload of `name` was sent. */
export function waitForLoaded(
  page: Page,
  name: string,
  fraction: number,
  timeout: number,
): Promise<UploadSnapshot> {
  return waitForUpload(
    page,
    name,
    (item) => item.status === 'UPLOADING' && item.loaded >= item.size * fraction,
    timeout,
  );
}

/** Keys of the resumable uploads the page remembers (tus URL storage in localStorage). */
export function rememberedUploads(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')));
}

/** A PATCH the page sent: its URL, the Upload-Offset it started at, and when (ms). */
export interface PatchRequest {
  readonly url: string;
  readonly offset: number;
  readonly at: number;
}

/**
 * The tus traffic of a page towards one endpoint (`<api>/uploads/`): upload URLs from creations
 * (Location of 201 answers to POST) and the PATCH requests with their offsets.
 */
export class TusTraffic {
  readonly uploadUrls: string[] = [];
  readonly patches: PatchRequest[] = [];
  /** Every request to the endpoint and how it ended, one line each (for failure reports). */
  readonly log: string[] = [];
  private readonly started = Date.now();

  constructor(
    page: Page,
    readonly endpoint: string,
  ) {
    const line = (text: string) => {
      this.log.push(`${String(Date.now() - this.started).padStart(7)} ms  ${text}`);
    };
    const describe = (request: Request) =>
      `${request.method()} ${request.url().slice(endpoint.length) || '/'} offset=${request.headers()['upload-offset'] ?? '-'}`;
    page.on('request', (request) => {
      if (!request.url().startsWith(endpoint) || request.method() === 'OPTIONS') return;
      line(`→ ${describe(request)}`);
      if (request.method() !== 'PATCH') return;
      this.patches.push({
        url: request.url(),
        offset: Number(request.headers()['upload-offset'] ?? Number.NaN),
        at: Date.now(),
      });
    });
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith(endpoint) || request.method() === 'OPTIONS') return;
      line(`✗ ${describe(request)}: ${request.failure()?.errorText ?? 'failed'}`);
    });
    page.on('response', (response) => {
      const request = response.request();
      if (!request.url().startsWith(endpoint) || request.method() === 'OPTIONS') return;
      line(
        `← ${describe(request)}: ${String(response.status())} upload-offset=${response.headers()['upload-offset'] ?? '-'}`,
      );
      if (request.method() !== 'POST' || request.url() !== endpoint) return;
      const location = response.headers()['location'];
      if (response.status() === 201 && location) this.uploadUrls.push(location);
    });
  }

  /** Adds a line to the log (what the test did meanwhile). */
  note(text: string): void {
    this.log.push(`${String(Date.now() - this.started).padStart(7)} ms  ${text}`);
  }

  /** The URL of the only upload created so far (waits for it). */
  async uploadUrl(page: Page): Promise<string> {
    const deadline = Date.now() + 30_000;
    while (this.uploadUrls.length === 0 && Date.now() < deadline) await page.waitForTimeout(100);
    if (this.uploadUrls.length !== 1) {
      throw new Error(`Expected one tus upload, got ${JSON.stringify(this.uploadUrls)}`);
    }
    return this.uploadUrls[0] ?? '';
  }

  /** The id of the only upload created so far: the last segment of its URL. */
  async uploadId(page: Page): Promise<string> {
    return (await this.uploadUrl(page)).split('/').pop() ?? '';
  }
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
