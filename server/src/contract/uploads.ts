/**
 * Contract of the uploads: the form post for small files (`POST /v2/files`) and the upload usage.
 * Videos go through tus at `/uploads/`. The client imports the inferred types only.
 */
import { z } from 'zod';

/** What a small file is for; decides the accepted types and the size limit. */
export const filePurposeSchema = z.enum(['cover', 'attachment', 'subtitle']);

/** Accepted file name extensions per purpose (lower case, without the dot). */
export const fileExtensions = {
  cover: ['jpg', 'jpeg', 'png', 'webp'],
  attachment: ['pdf', 'zip', 'jpg', 'jpeg', 'png', 'txt', 'md', 'docx', 'xlsx', 'pptx'],
  subtitle: ['vtt', 'srt'],
} as const satisfies Record<z.output<typeof filePurposeSchema>, readonly string[]>;

/** Largest accepted file per purpose, in bytes. */
export const fileMaxBytes = {
  cover: 5 * 1024 * 1024,
  attachment: 50 * 1024 * 1024,
  subtitle: 2 * 1024 * 1024,
} as const satisfies Record<z.output<typeof filePurposeSchema>, number>;

/** `POST /v2/files` answer: the stored file and the public URL it is served at. */
export const uploadedFileResponse = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  url: z.string(),
});

/** `GET /v2/uploads/usage` answer: the signed-in user's video upload storage, in bytes. */
export const uploadUsageResponse = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
  maxUploadBytes: z.number().int().positive(),
});

/** A purpose of a small file. */
export type FilePurpose = z.output<typeof filePurposeSchema>;
/** A stored small file. */
export type UploadedFileResponse = z.output<typeof uploadedFileResponse>;
/** The upload storage used and allowed. */
export type UploadUsageResponse = z.output<typeof uploadUsageResponse>;
