/**
 * A lecture's content blocks (TEXT and CODE rows: added, removed, moved with buttons) saved with
 * `POST .../lectures/{lecture_id}/blocks`, where a newer save cancels the older call; and the
 * compiler that runs a code lecture's program.
 */
import { atom } from 'nanostores';
import type { Block } from '../../../server/src/contract/chapters.ts';
import type { StructureKind } from '../../api/chapters.ts';
import { saveLectureBlocks } from '../../api/lectures.ts';
import { isCancelled, reportFailure } from '../action.ts';
import { createCompilerRun } from '../compiler-run.ts';
import { $t } from '../i18n.ts';
import { showToast } from '../toasts.ts';
import { markClean, markDirty } from '../unsaved.ts';

/** A block being edited, with a key that stays with it when rows move. */
export interface BlockRow {
  readonly key: number;
  readonly type: Block['type'];
  readonly content: string;
}

/** The rows being edited. */
export const $blocks = atom<readonly BlockRow[]>([]);

/** A blocks save is in flight. */
export const $blocksSaving = atom(false);

const lectureRun = createCompilerRun();

/** The state of the last run of this lecture's program. */
export const $compiler = lectureRun.$state;

const FORM_ID = 'lecture-blocks';
let nextKey = 1;
let saving: AbortController | null = null;

function rowOf(block: Pick<Block, 'type' | 'content'>): BlockRow {
  nextKey += 1;
  return { key: nextKey, type: block.type, content: block.content };
}

function change(rows: readonly BlockRow[]): void {
  $blocks.set(rows);
  markDirty(FORM_ID);
}

/** Replaces the rows with a lecture's saved blocks. */
export function loadBlocks(blocks: readonly Pick<Block, 'type' | 'content'>[]): void {
  saving?.abort();
  saving = null;
  $blocks.set(blocks.map(rowOf));
  lectureRun.reset();
  markClean(FORM_ID);
}

/** Adds an empty row at the end. */
export function addBlock(type: Block['type']): void {
  change([...$blocks.get(), rowOf({ type, content: '' })]);
}

/** Removes a row. */
export function removeBlock(key: number): void {
  change($blocks.get().filter((row) => row.key !== key));
}

/** Moves a row one place up (-1) or down (+1); nothing happens at the ends. */
export function moveBlock(key: number, delta: -1 | 1): void {
  const rows = [...$blocks.get()];
  const from = rows.findIndex((row) => row.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= rows.length) return;
  const [row] = rows.splice(from, 1);
  if (row) rows.splice(to, 0, row);
  change(rows);
}

/** Changes a row's text. */
export function setBlockContent(key: number, content: string): void {
  change($blocks.get().map((row) => (row.key === key ? { ...row, content } : row)));
}

/**
 * Saves the rows; a save still in flight is cancelled (its signal aborted) so only the newest
 * reaches the screen. Resolves whether this save completed.
 */
export async function saveBlocks(
  kind: StructureKind,
  id: number,
  lectureId: number,
): Promise<boolean> {
  saving?.abort();
  const controller = new AbortController();
  saving = controller;
  $blocksSaving.set(true);
  const rows = $blocks.get();
  try {
    const answer = await saveLectureBlocks(
      kind,
      id,
      lectureId,
      {
        blocks: rows.map((row) => ({
          type: row.type,
          content: row.content,
          language: row.type === 'CODE' ? 'javascript' : null,
        })),
      },
      controller.signal,
    );
    if (controller.signal.aborted) return false;
    if ($blocks.get() === rows) {
      $blocks.set(answer.data.map(rowOf));
      markClean(FORM_ID);
    }
    showToast('success', $t.get()('lecture.blocks.saved'));
    return true;
  } catch (error) {
    if (isCancelled(error) || controller.signal.aborted) return false;
    reportFailure(error, () => $t.get()('lecture.saveFailed'));
    return false;
  } finally {
    if (saving === controller) {
      saving = null;
      $blocksSaving.set(false);
    }
  }
}

/** The program of a code lecture: its CODE rows, in order. */
export function programOf(rows: readonly BlockRow[]): string {
  return rows
    .filter((row) => row.type === 'CODE')
    .map((row) => row.content)
    .join('\n');
}

/** Runs the CODE rows with the compiler; a run in flight is cancelled by a newer one. */
export async function runProgram(): Promise<void> {
  await lectureRun.run({ language: 'javascript', code: programOf($blocks.get()) });
}
