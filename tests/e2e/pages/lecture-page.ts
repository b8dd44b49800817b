import { expect, type Locator, type Page } from '@playwright/test';
import type { StructureKind } from '../../../src/api/chapters.ts';
import { withLocale, type Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The quick outline, lecture editor and subtitles screens of a course or ebook. */
export class LecturePage extends ShellPage {
  constructor(
    page: Page,
    readonly host: 'admin' | 'lecturer' = 'lecturer',
    locale: Locale = 'en',
  ) {
    super(page, locale);
  }

  /** Opens a path of the lecturer or admin host in this page's locale. */
  async openPath(path: string): Promise<void> {
    await this.open(`${testOrigins[this.host]}${withLocale(path, this.locale)}`);
    await this.waitForScreen();
  }

  /** Opens the quick outline screen. */
  async openQuick(kind: StructureKind, id: number): Promise<void> {
    await this.openPath(`/${kind}/${String(id)}/chapters/quick`);
    await expect(
      this.main.getByRole('heading', { name: this.t('outline.pasteTitle') }),
    ).toBeVisible();
  }

  /** Opens the lecture editor (a new lecture without `lectureId`). */
  async openLecture(
    kind: StructureKind,
    id: number,
    chapterId: number,
    lectureId?: number,
  ): Promise<void> {
    const lecture = lectureId === undefined ? '' : `/${String(lectureId)}`;
    await this.openPath(`/${kind}/${String(id)}/chapters/${String(chapterId)}/lectures${lecture}`);
    await expect(this.field(this.t('lecture.title'))).toBeVisible();
  }

  /** Opens the subtitles screen of a course. */
  async openSubtitles(id: number): Promise<void> {
    await this.openPath(`/courses/${String(id)}/subtitles`);
    await expect(this.subtitleList).toBeVisible();
  }

  /** The outline as one editable list. */
  get outlineList(): Locator {
    return this.main.getByRole('list', { name: this.t('outline.listLabel') });
  }

  /** The title field of chapter `number` (from 1) in the outline list. */
  chapterField(number: number): Locator {
    return this.outlineList.getByRole('textbox', {
      name: this.t('outline.chapterTitle', { number }),
      exact: true,
    });
  }

  /** All lecture title fields of the outline list. */
  get lectureFields(): Locator {
    return this.outlineList.locator('.outline-list__lectures').getByRole('textbox');
  }

  /** The video's duration as shown. */
  get duration(): Locator {
    return this.main.getByTestId('lecture-duration');
  }

  /** The confirm dialog's confirm button. */
  confirmButton(name: string): Locator {
    return this.confirmDialog.getByRole('button', { name, exact: true });
  }

  /** The chapters of the subtitles screen, each with its lectures' language chips. */
  get subtitleList(): Locator {
    return this.main.getByRole('list', { name: this.t('subtitles.caption'), exact: true });
  }

  /** The chip of a lecture's subtitle in a language (its drop zone). */
  subtitleChip(lecture: string, language: string): Locator {
    return this.main
      .getByRole('list', { name: this.t('subtitles.languagesOf', { lecture }), exact: true })
      .getByRole('listitem')
      .filter({ hasText: language })
      .locator('.drop-zone');
  }

  /** The file input of a lecture's subtitle in a language. */
  subtitleInput(lecture: string, language: string): Locator {
    return this.main.getByLabel(this.t('subtitles.uploadLabel', { language, lecture }), {
      exact: true,
    });
  }
}
