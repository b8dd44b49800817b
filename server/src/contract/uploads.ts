/**
 * Contract of the uploads: the form post for small files (`POST /v2/files`) and the upload usage.
 * Videos go through tus at `/uploads/`. The client imports the inferred types only.
 */
import { z } from 'zod';
import { withSchemas } from './operation.ts';
import { filePurposes, uploadsOperations } from './plain/uploads.ts';

export { fileExtensions, fileMaxBytes } from './plain/uploads.ts';
export type { FilePurpose } from './plain/uploads.ts';

/** What a small file is for; decides the accepted types and the size limit. */
export const filePurposeSchema = z.enum(filePurposes);

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

/** A stored small file. */
export type UploadedFileResponse = z.output<typeof uploadedFileResponse>;

/** The upload operations with their schemas. */
export const uploadsContract = withSchemas(uploadsOperations, {
  usage: { response: uploadUsageResponse },
});
