/**
 * What a course is: its category and type (types/category) and the sources its material comes
 * from. Writes need the `infos` permission.
 */
import { eq } from 'drizzle-orm';
import { type CourseSource, itemTypesContract } from '../../contract/items.ts';
import { courses } from '../../db/schema.ts';
import { HttpError, type Problem } from '../../http/errors.ts';
import { knownCategory } from '../../items/category.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import {
  itemChange,
  itemReadAccess,
  itemWriteAccess,
  kindsWith,
  openItem,
  openItemFor,
} from '../../items/routing.ts';

/** Whether a text is an absolute http(s) address. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Refuses (400 at `sources.{i}.url`) every source whose address is not http(s). */
function checkSources(sources: readonly CourseSource[]): void {
  const problems: Record<string, Problem[]> = {};
  sources.forEach((source, i) => {
    if (source.url === '') problems[`sources.${i}.url`] = [{ id: 'validation.required' }];
    else if (!isWebUrl(source.url)) problems[`sources.${i}.url`] = [{ id: 'item.sourceUrl' }];
  });
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
}

/** Whether two source lists are the same, in order. */
function sameSources(a: readonly CourseSource[], b: readonly CourseSource[]): boolean {
  const key = (list: readonly CourseSource[]) =>
    JSON.stringify(list.map((source) => [source.title, source.url]));
  return key(a) === key(b);
}

const typeRoutes = kindsWith('type').map((kind) =>
  defineRoute({
    operation: itemTypesContract.type,
    kind,
    summary:
      'Set the category (a key of `GET /lecturers/v2/categories`: an active one, or the archived one the course has; otherwise refused at `category`) and the type (full course or single lecture). Needs the infos permission.',
    tag: kind,
    access: itemWriteAccess,
    handler: itemChange(kind, 'infos', async ({ tx, body }, access) => ({
      category: await knownCategory(tx, body.category, access.item.category),
      type: body.type,
    })),
  }),
);

const sourcesRoutes = kindsWith('sources').flatMap((kind) => [
  defineRoute({
    operation: itemTypesContract.sources,
    kind,
    summary: 'The sources the material comes from (title and http(s) address), in order.',
    tag: kind,
    access: itemReadAccess,
    handler: async ({ tx, viewer, role, params }) => {
      const access = await openItem(tx, viewer, role, kind, params.id, new Date());
      return { data: access.item.sources };
    },
  }),
  defineRoute({
    operation: itemTypesContract.saveSources,
    kind,
    summary:
      'Replace the sources (each a title and an http(s) address). Needs the infos permission.',
    tag: kind,
    access: itemWriteAccess,
    handler: async ({ tx, viewer, role, params, body }) => {
      const now = new Date();
      const access = await openItemFor(tx, viewer, role, kind, params.id, 'infos', now);
      checkSources(body.sources);
      // Saving the same list writes nothing (and keeps updated_at).
      if (sameSources(body.sources, access.item.sources)) return { data: access.item.sources };
      const [item] = await tx
        .update(courses)
        .set({ sources: body.sources, updatedAt: now })
        .where(eq(courses.id, access.item.id))
        .returning({ sources: courses.sources });
      return { data: item?.sources ?? body.sources };
    },
  }),
]);

/** Declared routes of a course's type and sources. */
export const itemTypesRoutes: readonly RouteSpec[] = [...typeRoutes, ...sourcesRoutes];
