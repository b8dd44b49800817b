/**
 * The quick-outline paste format: one title a line; a line indented by a tab or two or more
 * spaces is a lecture of the chapter above it. Blank lines are ignored.
 */
import { MAX_TITLE_LENGTH } from '../../server/src/contract/plain/chapters.ts';

/** A chapter read from a pasted outline, with its lecture titles in order. */
export interface OutlineChapter {
  readonly title: string;
  readonly lectures: readonly string[];
}

const indented = /^(\t| {2,})/;

/** Reads a pasted outline; an indented line before any chapter starts a chapter of its own. */
export function parseOutline(text: string): OutlineChapter[] {
  const chapters: { title: string; lectures: string[] }[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const title = line.trim().slice(0, MAX_TITLE_LENGTH).trim();
    if (title === '') continue;
    const last = chapters.at(-1);
    if (indented.test(line) && last) last.lectures.push(title);
    else chapters.push({ title, lectures: [] });
  }
  return chapters;
}

/** How many chapters and lectures an outline holds. */
export function countOutline(chapters: readonly OutlineChapter[]): {
  chapters: number;
  lectures: number;
} {
  return {
    chapters: chapters.length,
    lectures: chapters.reduce((sum, chapter) => sum + chapter.lectures.length, 0),
  };
}

/** A file's name without its extension (the title of a lecture made from a dropped video). */
export function titleOfFile(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base.trim().slice(0, MAX_TITLE_LENGTH) || name.slice(0, MAX_TITLE_LENGTH);
}
