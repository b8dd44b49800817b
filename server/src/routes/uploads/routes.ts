/**
 * The uploads routes. The transfers themselves are mounted outside the declarations (tus at
 * `/uploads/`, the multipart form post and file reads at `/v2/files`; see uploads/tus.ts).
 */
import { uploadsContract } from '../../contract/uploads.ts';
import { invalidToken } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { tusBytesOf, uploaderAccess } from '../../uploads/shared.ts';

/** Declared routes of this resource. */
export const uploadsRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: uploadsContract.usage,
    summary:
      'Video upload storage of the signed-in user: bytes held (complete or not), the quota and the largest single upload.',
    tag: 'uploads',
    access: uploaderAccess,
    readOnly: true,
    handler: async ({ tx, viewer, env }) => {
      if (!viewer) throw invalidToken();
      return {
        usedBytes: await tusBytesOf(tx, viewer.id),
        quotaBytes: env.UPLOAD_QUOTA_BYTES,
        maxUploadBytes: env.UPLOAD_MAX_BYTES,
      };
    },
  }),
];
