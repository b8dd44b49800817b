/** `POST /lecturers/v2/{kind}`: a new draft item owned by the lecturer, with their 100 % share. */
import type { z } from 'zod';
import type { Viewer } from '../../auth/sessions.ts';
import type { ItemKind, itemCreateBody } from '../../contract/items.ts';
import type { Transaction } from '../../db/index.ts';
import { courses, courseTeachs } from '../../db/schema.ts';
import type { ItemRow } from '../../items/access.ts';
import { knownProfession } from './profession.ts';

/** Creates the item and the owner's `course_teachs` row; answers the item. */
export async function createItem(
  tx: Transaction,
  viewer: Viewer,
  kind: ItemKind,
  body: z.output<typeof itemCreateBody>,
  now: Date,
): Promise<ItemRow> {
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
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!item) throw new Error('The item was not created');
  await tx.insert(courseTeachs).values({ courseId: item.id, lecturerId: viewer.id, share: 100 });
  return item;
}
