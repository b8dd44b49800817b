/** Small-file purposes and limits, and the upload operations. Zod-free. */

/** What a small file is for; decides the accepted types and the size limit. */
export const filePurposes = ['cover', 'attachment', 'subtitle'] as const;

/** A purpose of a small file. */
export type FilePurpose = (typeof filePurposes)[number];

/** Accepted file name extensions per purpose (lower case, without the dot). */
export const fileExtensions = {
  cover: ['jpg', 'jpeg', 'png', 'webp'],
  attachment: ['pdf', 'zip', 'jpg', 'jpeg', 'png', 'txt', 'md', 'docx', 'xlsx', 'pptx'],
  subtitle: ['vtt', 'srt'],
} as const satisfies Record<FilePurpose, readonly string[]>;

/** Largest accepted file per purpose, in bytes. */
export const fileMaxBytes = {
  cover: 5 * 1024 * 1024,
  attachment: 50 * 1024 * 1024,
  subtitle: 2 * 1024 * 1024,
} as const satisfies Record<FilePurpose, number>;

/** Operations of uploads (the transfers themselves, tus and `/v2/files`, are documented by hand). */
export const uploadsOperations = {
  usage: { method: 'get', path: '/v2/uploads/usage' },
} as const;
