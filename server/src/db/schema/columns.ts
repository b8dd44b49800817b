/** Columns many tables share, each call a new column of its table. */
import { integer, jsonb, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The serial primary key `id`. */
export const primaryId = () => serial('id').primaryKey();

/** A moment (timestamptz). */
export const moment = <Name extends string>(name: Name) => timestamp(name, { withTimezone: true });

/** `created_at`: when the row was written. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** `updated_at`: when the row last changed. */
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** A required reference to another row's integer id; the row goes when that one does. */
export const belongsTo = <Name extends string>(name: Name, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** The same for a row whose id is text (an upload's). */
export const belongsToText = <Name extends string>(name: Name, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });

/** `blocks`: content blocks (text and code), replaced as a whole. */
export const contentBlocks = () =>
  jsonb('blocks')
    .$type<{ type: 'TEXT' | 'CODE'; content: string; language: 'javascript' | null }[]>()
    .notNull()
    .default([]);
