/** `POST /lecturers/v2/{kind}`: a new draft item owned by the lecturer, with their 100 % share. */
import type { z } from 'zod';
import type { Viewer } from '../../auth/sessions.ts';
import { itemFeatures, type ItemKind, type itemCreateBody } from '../../contract/items.ts';
import type { Transaction } from '../../db/index.ts';
import { courses, courseTeachs } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { ItemRow } from '../../items/access.ts';
import { knownProfession } from './profession.ts';

/**
 * Creates the item (a course of the type asked for; a type on another kind is a 400 at `type`) and
 * the owner's `course_teachs` row; answers the item.
 */
export async function createItem(
  tx: Transaction,
  viewer: Viewer,
  kind: ItemKind,
  body: z.output<typeof itemCreateBody>,
  now: Date,
): Promise<ItemRow> {
  if (body.type && !itemFeatures[kind].type) throw badRequest('item.fieldNotOfKind', 'type');
  const professionId =
    typeof body.profession_id === 'number' ? await knownProfession(tx, body.profession_id) : null;
  const [item] = await tx
    .insert(courses)
    .values({
      kind,
      lecturerId: viewer.id,
      title: body.title,
      subtitle: body.subtitle ?? '',
      ...(body.level ? { level: body.level } : {}),
      ...(body.language ? { language: body.language } : {}),
      professionId,
      ...(body.type ? { type: body.type } : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!item) throw new Error('The item was not created');
  await tx.insert(courseTeachs).values({ courseId: item.id, lecturerId: viewer.id, share: 100 });
  return item;
}
