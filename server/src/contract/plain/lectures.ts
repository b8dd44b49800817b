/** The lecture operations: those of an item (`.../{kind}/{id}/lectures`) and by id. Zod-free. */
import { LARGE_MAX_BODY_BYTES } from './operation.ts';
import { structureKinds } from './chapters.ts';

/** Operations of lectures. */
export const lecturesOperations = {
  create: { method: 'post', path: '/lecturers/v2/{kind}/{id}/lectures', kinds: structureKinds },
  ofType: { method: 'get', path: '/lecturers/v2/{kind}/{id}/lectures', kinds: structureKinds },
  defaults: {
    method: 'get',
    path: '/lecturers/v2/{kind}/{id}/lectures/create',
    kinds: structureKinds,
  },
  saveBlocks: {
    method: 'post',
    path: '/lecturers/v2/{kind}/{id}/lectures/{lecture_id}/blocks',
    kinds: structureKinds,
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  saveItemBlocks: {
    method: 'post',
    path: '/lecturers/v2/{kind}/{id}/blocks',
    kinds: structureKinds,
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  removeVideos: {
    method: 'delete',
    path: '/lecturers/v2/{kind}/{id}/videos',
    kinds: structureKinds,
  },
  get: { method: 'get', path: '/lecturers/v2/lectures/{lecture_id}' },
  update: { method: 'put', path: '/lecturers/v2/lectures/{lecture_id}' },
  remove: { method: 'delete', path: '/lecturers/v2/lectures/{lecture_id}' },
  removeVideo: { method: 'delete', path: '/lecturers/v2/lectures/{lecture_id}/videos' },
  mediaLink: { method: 'get', path: '/lecturers/v2/lectures/{lecture_id}/media-link' },
  media: { method: 'get', path: '/lecturers/v2/lectures/{lecture_id}/media' },
  renameAttachment: {
    method: 'put',
    path: '/lecturers/v2/lectures/{lecture_id}/attachments/{attachment_id}',
  },
  sortAttachments: { method: 'put', path: '/lecturers/v2/lectures/{lecture_id}/attachments' },
  removeAttachment: {
    method: 'delete',
    path: '/lecturers/v2/lectures/{lecture_id}/attachments/{attachment_id}',
  },
} as const;
