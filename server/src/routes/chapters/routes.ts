/**
 * Chapters of courses and ebooks (`/lecturers/v2/{kind}/{id}/chapters`): the structure, the chapter
 * list, create, rename, delete, resort and the quick outline. Reads are for anyone who may see the
 * item; writes need the `chapters` permission and answer the whole structure.
 */
import { and, eq } from 'drizzle-orm';
import { chaptersContract } from '../../contract/chapters.ts';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { Transaction } from '../../db/index.ts';
import { chapters, lectures } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type HandlerContext, type RouteSpec } from '../../http/route.ts';
import { requirePermission } from '../../items/access.ts';
import { itemReadAccess, itemWriteAccess, openItem, openItemFor } from '../../items/routing.ts';
import { appendOutline, nextChapterSort, requireRoom } from '../../structure/outline.ts';
import {
  chapterOf,
  readChapters,
  structureKinds,
  type StructureKind,
} from '../../structure/read.ts';
import { lectureUploads } from '../../structure/remove.ts';
import { moveToTrash, viewerId } from '../../trash/entries.ts';
import { resortItem } from './resort.ts';

/**
 * Opens an item to change one of its chapters: locked; a chapter of another item is 404 (before
 * the chapters permission is checked).
 */
async function openChapter(
  tx: Transaction,
  viewer: Viewer | null,
  role: Role | null,
  kind: StructureKind,
  params: { readonly id: number; readonly chapter_id: number },
) {
  const access = await openItem(tx, viewer, role, kind, params.id, new Date(), true);
  const chapter = await chapterOf(tx, access.item.id, params.chapter_id);
  if (!chapter) throw notFound();
  requirePermission(access, 'chapters');
  return { item: access.item, chapter };
}

type Chapter = NonNullable<Awaited<ReturnType<typeof chapterOf>>>;

/** A handler of a structure write: opens the item for the chapters permission, changes it, answers the structure. */
function structureChange<B>(
  kind: StructureKind,
  change: (
    context: HandlerContext<{ readonly id: number }, unknown, B>,
    itemId: number,
  ) => Promise<unknown>,
) {
  return async (context: HandlerContext<{ readonly id: number }, unknown, B>) => {
    const { tx, env, viewer, role, params } = context;
    const access = await openItemFor(tx, viewer, role, kind, params.id, 'chapters');
    await change(context, access.item.id);
    return { data: await readChapters(tx, env, access.item.id) };
  };
}

/** A handler of a write to one chapter (see `openChapter`); answers the structure. */
function chapterChange<B>(
  kind: StructureKind,
  change: (
    context: HandlerContext<{ readonly id: number; readonly chapter_id: number }, unknown, B>,
    chapter: Chapter,
    itemId: number,
  ) => Promise<unknown>,
) {
  return async (
    context: HandlerContext<{ readonly id: number; readonly chapter_id: number }, unknown, B>,
  ) => {
    const { tx, env, viewer, role, params } = context;
    const { item, chapter } = await openChapter(tx, viewer, role, kind, params);
    await change(context, chapter, item.id);
    return { data: await readChapters(tx, env, item.id) };
  };
}

/** The chapter routes of one kind. */
function chapterRoutes(kind: StructureKind): RouteSpec[] {
  return [
    defineRoute({
      operation: chaptersContract.list,
      kind,
      summary:
        'Every chapter of this item by sort then id, each with its lectures by sort then id (duration, video, attachments, subtitles).',
      tag: 'chapters',
      access: itemReadAccess,
      handler: async ({ tx, env, viewer, role, params }) => {
        const access = await openItem(tx, viewer, role, kind, params.id, new Date());
        return { data: await readChapters(tx, env, access.item.id) };
      },
    }),
    defineRoute({
      operation: chaptersContract.lists,
      kind,
      summary: 'The chapters of this item in order: id, title and draft (for chapter pickers).',
      tag: 'chapters',
      access: itemReadAccess,
      handler: async ({ tx, env, viewer, role, params }) => {
        const access = await openItem(tx, viewer, role, kind, params.id, new Date());
        const all = await readChapters(tx, env, access.item.id);
        return { data: all.map(({ id, title, draft }) => ({ id, title, draft })) };
      },
    }),
    defineRoute({
      operation: chaptersContract.create,
      kind,
      summary:
        'Add a chapter after the last one. Needs the chapters permission; answers the structure.',
      tag: 'chapters',
      access: itemWriteAccess,
      handler: structureChange(kind, async ({ tx, body }, itemId) => {
        await requireRoom(tx, itemId, 1, 0);
        await tx.insert(chapters).values({
          courseId: itemId,
          title: body.title,
          draft: body.draft ?? false,
          sort: await nextChapterSort(tx, itemId),
        });
      }),
    }),
    defineRoute({
      operation: chaptersContract.update,
      kind,
      summary:
        'Rename a chapter or mark it draft (draft kept when not sent). A chapter of another item is 404. Needs the chapters permission; answers the structure.',
      tag: 'chapters',
      access: itemWriteAccess,
      handler: chapterChange(kind, ({ tx, body }, chapter) =>
        tx
          .update(chapters)
          .set({ title: body.title, draft: body.draft ?? chapter.draft })
          .where(eq(chapters.id, chapter.id)),
      ),
    }),
    defineRoute({
      operation: chaptersContract.remove,
      kind,
      summary:
        'Move a chapter with its lectures (their videos, attachments and subtitles) to the trash (restorable for 30 days; `trash_id` undoes it). A chapter of another item is 404. Needs the chapters permission; answers the structure.',
      tag: 'chapters',
      access: itemWriteAccess,
      handler: async ({ tx, env, viewer, role, params }) => {
        const { item, chapter } = await openChapter(tx, viewer, role, kind, params);
        const ids = await tx
          .select({ id: lectures.id })
          .from(lectures)
          .where(and(eq(lectures.chapterId, chapter.id), eq(lectures.courseId, item.id)));
        const trashId = await moveToTrash(
          tx,
          {
            kind: 'chapter',
            table: chapters,
            id: chapter.id,
            title: chapter.title,
            ownerId: item.lecturerId,
            area: 'v2_course',
            itemId: item.id,
            uploads: await lectureUploads(
              tx,
              ids.map((row) => row.id),
            ),
          },
          viewerId(viewer),
        );
        return { data: await readChapters(tx, env, item.id), trash_id: trashId };
      },
    }),
    defineRoute({
      operation: chaptersContract.resort,
      kind,
      summary:
        'Reorder the structure: chapters lists every chapter id once in order, lectures every lecture once in order with its chapter (parent_id). Anything else (a missing, repeated or foreign id) is 400 and nothing changes. Sort becomes the position (lectures within their chapter). Needs the chapters permission; answers the structure.',
      tag: 'chapters',
      access: itemWriteAccess,
      handler: structureChange(kind, ({ tx, body }, itemId) => resortItem(tx, itemId, body)),
    }),
    defineRoute({
      operation: chaptersContract.outline,
      kind,
      summary:
        'Quick mode: add many chapters, each with its lectures, after the existing ones, all or nothing. Needs the chapters permission; answers the structure.',
      tag: 'chapters',
      access: itemWriteAccess,
      handler: structureChange(kind, ({ tx, body }, itemId) => appendOutline(tx, itemId, body)),
    }),
  ];
}

/** Declared routes of chapters (courses and ebooks). */
export const chaptersRoutes: readonly RouteSpec[] = structureKinds.flatMap(chapterRoutes);
