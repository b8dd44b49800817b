/**
 * `PUT /lecturers/v2/{kind}/{id}`: any subset of the item's fields. Each field belongs to a screen
 * whose permission the viewer needs (co-lecturers hold some, owners and admins all); a field the
 * kind does not have, the platform share for a lecturer or an unknown profession is a 400 at that
 * field. The introduction is sanitised before it is stored.
 */

import type { z } from 'zod';
import {
  itemFeatures,
  type ItemKind,
  type TeachPermission,
  type itemUpdateBody,
} from '../../contract/items.ts';
import type { Transaction } from '../../db/index.ts';
import type { courses } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { requirePermission, type ItemAccess, type ItemRow } from '../../items/access.ts';
import { sanitizeIntroduction } from '../../items/sanitize.ts';
import { knownProfession } from './profession.ts';
import { writeItem } from '../../items/write.ts';

type UpdateBody = z.output<typeof itemUpdateBody>;
type Field = keyof UpdateBody;
type Feature = keyof (typeof itemFeatures)[ItemKind];

/** The screen (feature) a field belongs to, for fields not every kind has. */
const fieldFeature: Readonly<Partial<Record<Field, Feature>>> = {
  audiences: 'student',
  letter: 'letter',
  interactions: 'interaction',
  fundraising_threshold: 'threshold',
  fundraising_ends_at: 'threshold',
  platform_share: 'platformShare',
};

/** The permission each field needs; null: administrators only. */
const fieldPermission: Readonly<Record<Field, TeachPermission | null>> = {
  title: 'infos',
  subtitle: 'infos',
  level: 'infos',
  language: 'infos',
  profession_id: 'infos',
  introduction: 'infos',
  learnings: 'infos',
  requirements: 'infos',
  audiences: 'infos',
  letter: 'messages',
  privacy: 'settings',
  interactions: 'settings',
  fundraising_threshold: 'settings',
  fundraising_ends_at: 'settings',
  platform_share: null,
};

/** Statuses in which the fundraising settings are fixed for lecturers (the presale has begun). */
const fundraisingLocked: readonly ItemRow['status'][] = ['PRESALE', 'PREPARE'];

/** Checks and applies an update; answers the item as stored. */
export async function updateItem(
  tx: Transaction,
  access: ItemAccess,
  body: UpdateBody,
  now: Date,
): Promise<ItemRow> {
  const { item } = access;
  const fields = (Object.keys(body) as Field[]).filter((field) =>
    // Interactions count when they name at least one switch.
    field === 'interactions'
      ? Object.values(body.interactions ?? {}).some((value) => value !== undefined)
      : body[field] !== undefined,
  );
  if (fields.length === 0) throw badRequest('item.nothingToUpdate');
  for (const field of fields) {
    const feature = fieldFeature[field];
    if (feature && !itemFeatures[item.kind][feature])
      throw badRequest('item.fieldNotOfKind', field);
  }
  for (const field of fields) {
    const permission = fieldPermission[field];
    if (permission === null) {
      if (access.role !== 'admin') throw badRequest('item.adminOnlyField', field);
    } else {
      requirePermission(access, permission);
    }
  }

  const changes: Partial<typeof courses.$inferInsert> = { updatedAt: now };
  if (body.title !== undefined) changes.title = body.title;
  if (body.subtitle !== undefined) changes.subtitle = body.subtitle;
  if (body.level !== undefined) changes.level = body.level;
  if (body.language !== undefined) changes.language = body.language;
  if (body.profession_id !== undefined) {
    if (body.profession_id === '') {
      changes.professionId = null;
    } else {
      changes.professionId = await knownProfession(tx, body.profession_id, item.professionId);
    }
  }
  if (body.introduction !== undefined)
    changes.introduction = sanitizeIntroduction(body.introduction);
  if (body.learnings !== undefined) changes.learnings = body.learnings;
  if (body.requirements !== undefined) changes.requirements = body.requirements;
  if (body.audiences !== undefined) changes.audiences = body.audiences;
  if (body.letter !== undefined) changes.letter = body.letter;
  if (body.privacy !== undefined) changes.privacy = body.privacy;
  if (fields.includes('interactions') && body.interactions) {
    const { questions, feedbacks, creations } = body.interactions;
    if (questions !== undefined) changes.allowQuestions = questions;
    if (feedbacks !== undefined) changes.allowFeedbacks = feedbacks;
    if (creations !== undefined) changes.allowCreations = creations;
  }
  for (const field of ['fundraising_threshold', 'fundraising_ends_at'] as const) {
    if (
      body[field] !== undefined &&
      fundraisingLocked.includes(item.status) &&
      access.role !== 'admin'
    )
      throw badRequest('item.fundraisingLocked', field);
  }
  if (body.fundraising_threshold !== undefined)
    changes.fundraisingThreshold =
      body.fundraising_threshold === '' ? null : body.fundraising_threshold;
  if (body.fundraising_ends_at !== undefined) {
    if (body.fundraising_ends_at === '') {
      changes.fundraisingEndsAt = null;
    } else {
      const endsAt = new Date(body.fundraising_ends_at);
      if (endsAt <= now) throw badRequest('item.dateNotFuture', 'fundraising_ends_at');
      changes.fundraisingEndsAt = endsAt;
    }
  }
  if (body.platform_share !== undefined) changes.platformShare = body.platform_share;

  return writeItem(tx, item, changes);
}
