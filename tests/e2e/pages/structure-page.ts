import { expect, type Locator, type Page } from '@playwright/test';
import type { StructureKind } from '../../../src/api/chapters.ts';
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
    await expect(this.main.getByText(this.t('structure.chapters.loading'))).toHaveCount(0);
  }

  /** The list of chapters. */
  get chapterList(): Locator {
    return this.main.getByRole('list', { name: this.t('structure.chapters.listLabel') });
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
    return this.chapterList.getByRole('heading', { level: 3 }).allTextContents();
  }

  /** The lecture titles of a chapter in order. */
  lectureTitles(chapterTitle: string): Promise<string[]> {
    return this.lectures(chapterTitle).getByRole('link').allTextContents();
  }

  /** Answers the confirm dialog. */
  async confirm(answer: boolean): Promise<void> {
    const dialog = this.confirmDialog;
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('button')
      .nth(answer ? 1 : 0)
      .click();
    await expect(dialog).toBeHidden();
  }

  get addChapter(): Locator {
    return this.button(this.t('structure.chapters.addChapter'));
  }

  /** The add lecture button of a chapter. */
  addLecture(chapterTitle: string): Locator {
    return this.button(this.t('structure.chapters.addLectureTo', { title: chapterTitle }));
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
   * Drags with the mouse, one drag after the other without pause (a burst): every position is
   * read first, so the drags must not move each other's elements before they are dragged.
   */
  async dragBurst(...drags: readonly Drag[]): Promise<void> {
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
    // The page notes when the last button release happened, on its own clock.
    await this.page.evaluate(() => {
      addEventListener(
        'pointerup',
        (event) => {
          document.documentElement.dataset['lastRelease'] = String(event.timeStamp);
        },
        { capture: true },
      );
    });
    const mouse = this.page.mouse;
    for (const { from, to, nudge } of paths) {
      await mouse.move(from.x, from.y);
      await mouse.down();
      await mouse.move(from.x, from.y + 4, { steps: 2 });
      await mouse.move(to.x, to.y, { steps: 8 });
      await mouse.move(to.x, to.y + nudge, { steps: 2 });
      await mouse.up();
    }
  }

  /**
   * Expects exactly one resort call, about 200 ms after the last drag's release, and no other one
   * after it. Both times are read on the page's clock: the release event's time stamp and the
   * call's resource-timing start.
   */
  async expectOneResortAfterLastDrag(): Promise<void> {
    await expect.poll(() => this.resorts.length).toBe(1);
    const delay = await this.page.waitForFunction(() => {
      const call = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/chapters/resort'));
      const released = Number(document.documentElement.dataset['lastRelease']);
      return call && released ? call.startTime - released : undefined;
    });
    const ms = (await delay.jsonValue()) ?? 0;
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(ms).toBeLessThan(1500);
    await this.page.waitForTimeout(800);
    expect(this.resorts).toHaveLength(1);
  }
}
