import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DUPLICATE_WINDOW_MS } from '../../../src/api/client.ts';
import type { StructureKind } from '../../../src/api/chapters.ts';
import { RESORT_DEBOUNCE_MS } from '../../../src/stores/structure.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

interface Point {
  readonly x: number;
  readonly y: number;
}

/** A drag: the handle, the element to drop over, and which half of it. */
export type Drag = readonly [handle: Locator, target: Locator, where: 'above' | 'below'];

/** The chapters screen of a course or ebook: chapters, lectures, drags and keyboard moves. */
export class StructurePage extends ShellPage {
  /** The URL of each `POST .../chapters/resort` the page sent. */
  readonly resorts: string[] = [];

  constructor(
    page: Page,
    readonly host: 'admin' | 'lecturer' = 'lecturer',
    locale: Locale = 'en',
  ) {
    super(page, locale);
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/chapters/resort'))
        this.resorts.push(request.url());
    });
  }

  /** Opens the chapters screen of an item and waits until its chapters are loaded. */
  async openChapters(kind: StructureKind, id: number): Promise<void> {
    await this.open(`${testOrigins[this.host]}/${this.locale}/${kind}/${String(id)}/chapters`);
    await this.waitForChapters();
  }

  /** Reloads the page and waits until the chapters are loaded again. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.waitForIslands();
    await this.waitForSession();
    await this.waitForChapters();
  }

  private async waitForChapters(): Promise<void> {
    await expect(this.chapterList).toBeAttached();
    await this.waitForScreen();
  }

  /** Follows the lecture editor's link back to the chapters screen and waits for its chapters. */
  async backToChapters(): Promise<void> {
    await this.main.getByRole('link', { name: this.t('outline.backToChapters') }).click();
    await this.waitForChapters();
  }

  /** The list of chapters. */
  get chapterList(): Locator {
    return this.main.getByRole('list', {
      name: this.t('structure.chapters.listLabel'),
      exact: true,
    });
  }

  /** A chapter by its title. */
  chapter(title: string): Locator {
    return this.chapterList.getByRole('listitem', { name: title, exact: true });
  }

  /** The lecture list of a chapter. */
  lectures(chapterTitle: string): Locator {
    return this.main.getByRole('list', {
      name: this.t('structure.chapters.lecturesOf', { title: chapterTitle }),
      exact: true,
    });
  }

  /** A lecture's row by its title. */
  lecture(title: string): Locator {
    return this.chapterList
      .getByRole('list')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** The chapter titles in order. */
  chapterTitles(): Promise<string[]> {
    return this.chapterList.getByRole('heading', { level: 2 }).allTextContents();
  }

  /** The lecture titles of a chapter in order. */
  lectureTitles(chapterTitle: string): Promise<string[]> {
    return this.lectures(chapterTitle).getByRole('link').allTextContents();
  }

  get addChapter(): Locator {
    return this.button(this.t('structure.chapters.addChapter'));
  }

  /** The add lecture link of a chapter (to a new lecture's editor). */
  addLecture(chapterTitle: string): Locator {
    return this.main.getByRole('link', {
      name: this.t('structure.chapters.addLectureTo', { title: chapterTitle }),
      exact: true,
    });
  }

  /** The title field of a chapter being renamed. */
  get titleField(): Locator {
    return this.main.getByLabel(this.t('structure.chapters.titleLabel'), { exact: true });
  }

  /** The live region announcing moves. */
  get announcement(): Locator {
    return this.main.locator('[aria-live="polite"]');
  }

  /** The row menu button of a chapter. */
  chapterMenu(title: string): Locator {
    return this.button(this.t('structure.chapters.actionsOf', { title }));
  }

  /** The row menu button of a lecture. */
  lectureMenu(title: string): Locator {
    return this.button(this.t('structure.chapters.lectureActionsOf', { title }));
  }

  /** The open row menu. */
  get openMenu(): Locator {
    return this.page.getByRole('menu');
  }

  /** Opens a chapter's row menu with the mouse and chooses an entry. */
  async chooseChapterAction(title: string, action: string): Promise<void> {
    await this.chapterMenu(title).click();
    await this.openMenu.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /**
   * Moves a lecture to another chapter from the keyboard: Enter opens its row menu, the arrow
   * keys reach the chapter's entry and Enter chooses it.
   */
  async moveLectureToChapter(lecture: string, chapter: string): Promise<void> {
    const menu = this.lectureMenu(lecture);
    await menu.focus();
    await this.page.keyboard.press('Enter');
    const entry = this.openMenu.getByRole('menuitem', {
      name: this.t('structure.chapters.moveToNamed', { chapter }),
      exact: true,
    });
    await expect(this.openMenu.getByRole('menuitem').first()).toBeFocused();
    const count = await this.openMenu.getByRole('menuitem').count();
    for (let step = 0; step < count; step += 1) {
      if (await entry.evaluate((element) => element === document.activeElement)) break;
      await this.page.keyboard.press('ArrowDown');
    }
    await expect(entry).toBeFocused();
    await this.page.keyboard.press('Enter');
    await expect(this.openMenu).toHaveCount(0);
  }

  /** A chapter's drag handle and where to drop over another chapter. */
  chapterDrag(title: string, target: string, where: 'above' | 'below'): Drag {
    return [
      this.chapter(title).locator('.chapter-block__handle').first(),
      this.chapter(target).locator('.chapter-block__header'),
      where,
    ];
  }

  /** A lecture's drag handle and where to drop over another lecture's row. */
  lectureDrag(title: string, target: string, where: 'above' | 'below'): Drag {
    return [this.lecture(title).locator('.lecture-row__handle'), this.lecture(target), where];
  }

  /**
   * Prepares a context for {@link dragBurst} before its page opens: the page's clock is Playwright's
   * (it flows normally until a burst pauses it), and the page notes, on that clock, when it sends
   * each `POST .../chapters/resort`.
   */
  static async prepareForBursts(context: BrowserContext): Promise<void> {
    await context.clock.install();
    await context.addInitScript(() => {
      const calls: number[] = [];
      const waiters: { count: number; resolve: () => void }[] = [];
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.endsWith('/chapters/resort')) {
          calls.push(performance.now());
          for (const waiter of waiters.filter((w) => calls.length >= w.count)) waiter.resolve();
        }
        return original(input, init);
      };
      Object.assign(window, {
        __resortCalls: calls,
        __resortCallsReach: (count: number) =>
          new Promise<void>((resolve) => {
            if (calls.length >= count) resolve();
            else waiters.push({ count, resolve });
          }),
      });
    });
  }

  /**
   * Drags with the mouse, one drag after the other (a burst), with the page's clock paused: time
   * moves only by the steps given here, so the moves are provably less than the resort debounce
   * apart however slow the machine is (the next drag starts {@link BURST_STEP_MS} after the last
   * release). Every position is read first, so the drags must not move each other's elements
   * before they are dragged. Answers the page's time of the last release; the clock stays paused
   * (see {@link expectOneResortAfter}).
   */
  async dragBurst(...drags: readonly Drag[]): Promise<number> {
    const paths: { from: Point; to: Point; nudge: number }[] = [];
    for (const [handle, target, where] of drags) {
      const from = await handle.boundingBox();
      const to = await target.boundingBox();
      if (!from || !to) throw new Error('The element to drag or its target is not visible');
      paths.push({
        from: { x: from.x + from.width / 2, y: from.y + from.height / 2 },
        to: {
          x: to.x + Math.min(40, to.width / 2),
          y: where === 'above' ? to.y + 3 : to.y + to.height - 3,
        },
        nudge: where === 'above' ? -1 : 1,
      });
    }
    const { clock, mouse } = this.page;
    await clock.pauseAt((await this.page.evaluate(() => Date.now())) + 1000);
    const moveTo = async (x: number, y: number) => {
      await mouse.move(x, y);
      await clock.runFor(BURST_STEP_MS);
    };
    for (const { from, to, nudge } of paths) {
      await mouse.move(from.x, from.y);
      await mouse.down();
      // Sortable starts the drag on its next tick (the store holds the resort from then on).
      await clock.runFor(BURST_STEP_MS);
      for (const step of [1, 2]) await moveTo(from.x, from.y + 2 * step);
      const steps = 8;
      for (let step = 1; step <= steps; step += 1) {
        await moveTo(
          from.x + ((to.x - from.x) * step) / steps,
          from.y + 4 + ((to.y - from.y - 4) * step) / steps,
        );
      }
      await moveTo(to.x, to.y + nudge);
      await mouse.up();
    }
    return this.now();
  }

  /** The page's clock (Playwright's when {@link prepareForBursts} installed it). */
  private now(): Promise<number> {
    return this.page.evaluate(() => performance.now());
  }

  /**
   * With the clock still paused at a burst's last release (`releasedAt`, page time): runs the
   * clock past the resort debounce and expects exactly one resort call, sent
   * {@link RESORT_DEBOUNCE_MS} after the release; then runs it past the client's duplicate window
   * (the longest wait before a resort is sent again) and expects no other call. Resumes the clock.
   */
  async expectOneResortAfter(releasedAt: number): Promise<void> {
    const calls = () =>
      this.page.evaluate(() => (window as unknown as { __resortCalls: number[] }).__resortCalls);
    expect(await calls(), 'no resort call during the burst').toEqual([]);
    const answered = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/chapters/resort'),
    );
    await this.page.clock.runFor(RESORT_DEBOUNCE_MS + BURST_STEP_MS);
    await this.page.evaluate(() =>
      (
        window as unknown as { __resortCallsReach(count: number): Promise<void> }
      ).__resortCallsReach(1),
    );
    const [sentAt = Number.NaN] = await calls();
    expect(sentAt - releasedAt, 'resort sent after the debounce (page ms)').toBeGreaterThanOrEqual(
      RESORT_DEBOUNCE_MS,
    );
    expect(sentAt - releasedAt).toBeLessThanOrEqual(RESORT_DEBOUNCE_MS + BURST_STEP_MS);
    expect((await answered).ok(), 'the resort call succeeded').toBe(true);
    await this.page.clock.runFor(DUPLICATE_WINDOW_MS + RESORT_DEBOUNCE_MS);
    expect(await calls(), 'one resort call for the burst').toHaveLength(1);
    await this.page.clock.resume();
    expect(this.resorts).toHaveLength(1);
  }
}

/** Page time between two mouse steps of a burst: well under the resort debounce. */
export const BURST_STEP_MS = 20;
