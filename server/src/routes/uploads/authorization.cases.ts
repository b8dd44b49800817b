/** Rows of the authorization matrix (server/src/authorization.test.ts) for uploads. */
import { all, type MatrixRows, type Row, type Who } from '../../testing/authorization.ts';
import type { TestApi } from '../../testing/harness.ts';

/** Creates a 10-byte tus upload as a user; answers its id. */
async function createUpload(api: TestApi, token: string | null): Promise<string> {
  const response = await api.request('POST', '/uploads', {
    token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '10',
      'upload-metadata': 'filename dGVzdC5tcDQ=',
    },
  });
  const location = response.headers.get('location');
  if (response.status !== 201 || !location)
    throw new Error(`Could not create an upload: ${response.status}`);
  return location.split('/').pop() ?? '';
}

const tusHeaders = { 'tus-resumable': '1.0.0' };
const patchOptions = {
  headers: {
    ...tusHeaders,
    'upload-offset': '0',
    'content-type': 'application/offset+octet-stream',
  },
  body: new Uint8Array(4),
};

/**
 * Uploads: a tus upload and a subtitle file of teacher@example.com are made first; staff and
 * students (who may not upload) call on the teacher's.
 */
export const authorization: MatrixRows = async ({ api, token }) => {
  const teachersUpload = await createUpload(api, token('teacher'));
  const form = new FormData();
  form.append('purpose', 'subtitle');
  form.append('file', new Blob(['WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n']), 'lesson.vtt');
  const response = await api.request('POST', '/v2/files', { token: token('teacher'), body: form });
  const teachersFile = (response.body as { id: string }).id;

  /** A tus upload of the caller (or the teacher's when the caller cannot create one). */
  const ownUpload = async (who: Who, callerToken: string | null): Promise<string> =>
    who === 'anonymous' || who === 'student' || who === 'staff'
      ? teachersUpload
      : createUpload(api, callerToken);

  const rows: Row[] = [];
  for (const [method, status] of [
    ['HEAD', 200],
    ['PATCH', 204],
    ['DELETE', 204],
  ] as const) {
    const options = method === 'PATCH' ? patchOptions : { headers: tusHeaders };
    rows.push(
      {
        endpoint: `${method} /uploads/{id}`,
        call: async (who, token) => ({ path: `/uploads/${await ownUpload(who, token)}`, options }),
        // Uploads need what the items they serve need: staff (no v2_course) may not upload.
        expect: all(status, { anonymous: 403, staff: 404, student: 404 }),
      },
      {
        endpoint: `${method} /uploads/{id} (another lecturer's)`,
        call: async (who) => ({
          path: `/uploads/${who === 'teacher' ? await createUpload(api, token('teacher')) : teachersUpload}`,
          options,
        }),
        expect: all(404, { anonymous: 403, teacher: status }),
      },
    );
  }
  rows.push(
    {
      endpoint: 'POST /uploads',
      call: () =>
        Promise.resolve({
          path: '/uploads',
          options: {
            headers: {
              ...tusHeaders,
              'upload-length': '10',
              'upload-metadata': 'filename YS5tcDQ=',
            },
          },
        }),
      expect: all(201, { anonymous: 403, staff: 404, student: 404 }),
    },
    {
      endpoint: 'GET /v2/uploads/usage',
      call: () => Promise.resolve({ path: '/v2/uploads/usage' }),
      expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
    },
    {
      endpoint: 'POST /v2/files',
      call: () => {
        const form = new FormData();
        form.append('purpose', 'subtitle');
        form.append('file', new Blob(['WEBVTT\n']), 'intro.vtt');
        return Promise.resolve({ path: '/v2/files', options: { body: form } });
      },
      expect: all(201, { anonymous: 403, staff: 404, student: 404 }),
    },
    {
      endpoint: 'GET /v2/files/{id}',
      call: () => Promise.resolve({ path: `/v2/files/${teachersFile}` }),
      expect: all(200),
    },
  );
  return rows;
};
