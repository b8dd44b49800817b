/**
 * A lecture's media for the editor's preview: the signed address (who may have one), and the
 * stream behind it (the whole file, one range, 416, the type, and links that are forged, expired,
 * for another lecture or for a user who may not edit the lecture).
 */
import { describe, expect, it } from 'vitest';
import { signLink } from '../../auth/signed-link.ts';
import type { MediaLinkResponse } from '../../contract/chapters.ts';
import { addCoLecturer, sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { openTestApi } from '../../testing/harness.ts';
import { attachVideoFile, structured } from '../../testing/structure.ts';

const api = await openTestApi();

const bytes = new Uint8Array(1000).map((_, index) => index % 251);

/** A lecture of teacher@example.com with a stored video; its id and its item's id. */
async function lectureWithVideo(mimeType = 'video/mp4') {
  const item = await structured(api, 'courses');
  await attachVideoFile(api, item.lectureId, bytes, mimeType);
  return { lectureId: item.lectureId, itemId: Number(item.base.split('/').pop()) };
}

const linkOf = async (lectureId: number, who: 'teacher' | 'teacher2' | 'admin' | 'staff') =>
  sendAs(api, 'GET', `/lecturers/v2/lectures/${String(lectureId)}/media-link`, who);

/** The media path and query of a signed address. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** GET of a media path without a token, with optional headers. */
const fetchMedia = (path: string, headers: Record<string, string> = {}) =>
  api.app.request(path, { headers });

describe('lecture media link', () => {
  it('gives the owner and an admin a signed address valid at most 15 minutes, with the type', async () => {
    const { lectureId } = await lectureWithVideo();
    for (const who of ['teacher', 'admin'] as const) {
      const response = await linkOf(lectureId, who);
      expect(response.status).toBe(200);
      const link = response.body as MediaLinkResponse;
      expect(link.mime_type).toBe('video/mp4');
      expect(link.url).toContain(`/lecturers/v2/lectures/${String(lectureId)}/media?`);
      const left = new Date(link.expires_at).getTime() - Date.now();
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(15 * 60_000);
    }
  });

  it('is 404 for another lecturer, an admin without the course key, a co-lecturer without chapters, and a lecture without media', async () => {
    const { lectureId, itemId } = await lectureWithVideo();
    expect((await linkOf(lectureId, 'teacher2')).status).toBe(404);
    expect((await linkOf(lectureId, 'staff')).status).toBe(404);
    await addCoLecturer(api, itemId, 'teacher2@example.com', ['infos']);
    expect((await linkOf(lectureId, 'teacher2')).status).toBe(404);
    const bare = await structured(api, 'courses');
    expect((await linkOf(bare.lectureId, 'teacher')).status).toBe(404);
  });

  it('answers a co-lecturer with the chapters permission', async () => {
    const { lectureId, itemId } = await lectureWithVideo();
    await addCoLecturer(api, itemId, 'teacher2@example.com', ['chapters']);
    expect((await linkOf(lectureId, 'teacher2')).status).toBe(200);
  });
});

describe('lecture media stream', () => {
  it('streams the whole file (200) and a range (206) with the right bytes and headers', async () => {
    const { lectureId } = await lectureWithVideo();
    const path = pathOf(((await linkOf(lectureId, 'teacher')).body as MediaLinkResponse).url);
    const whole = await fetchMedia(path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const part = await fetchMedia(path, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(part.headers.get('content-length')).toBe('100');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const open = await fetchMedia(path, { Range: 'bytes=990-' });
    expect(open.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(bytes.slice(990));
    const suffix = await fetchMedia(path, { Range: 'bytes=-5' });
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.slice(995));
  });

  it('answers 416 with the size for a range past the end', async () => {
    const { lectureId } = await lectureWithVideo();
    const path = pathOf(((await linkOf(lectureId, 'teacher')).body as MediaLinkResponse).url);
    const response = await fetchMedia(path, { Range: 'bytes=1000-1100' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers an audio lecture with its audio type', async () => {
    const { lectureId } = await lectureWithVideo('audio/mpeg');
    const link = (await linkOf(lectureId, 'teacher')).body as MediaLinkResponse;
    expect(link.mime_type).toBe('audio/mpeg');
    expect((await fetchMedia(pathOf(link.url))).headers.get('content-type')).toBe('audio/mpeg');
  });

  it('refuses a forged, expired or missing signature (403) and a link of another lecture', async () => {
    const { lectureId } = await lectureWithVideo();
    const other = await lectureWithVideo();
    const path = pathOf(((await linkOf(lectureId, 'teacher')).body as MediaLinkResponse).url);
    const forged = path.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await fetchMedia(forged)).status).toBe(403);
    expect((await fetchMedia(path.replace('role=TEACHER', 'role=ADMIN'))).status).toBe(403);
    expect((await fetchMedia(path.split('?')[0] ?? '')).status).toBe(403);
    const elsewhere = path.replace(
      `/lectures/${String(lectureId)}/`,
      `/lectures/${String(other.lectureId)}/`,
    );
    expect((await fetchMedia(elsewhere)).status).toBe(403);

    const teacher = await userIdOf(api, 'teacher@example.com');
    const mediaPath = `/lecturers/v2/lectures/${String(lectureId)}/media`;
    const past = signLink(
      api.env.MEDIA_LINK_SECRET,
      mediaPath,
      { userId: teacher, role: 'TEACHER' },
      new Date(Date.now() - 11 * 60_000),
    );
    expect((await fetchMedia(`${mediaPath}?${past.query}`)).status).toBe(403);
    const otherKey = signLink('x'.repeat(32), mediaPath, { userId: teacher, role: 'TEACHER' });
    expect((await fetchMedia(`${mediaPath}?${otherKey.query}`)).status).toBe(403);
  });

  it('is 404 for a valid link of a user who may not edit the lecture', async () => {
    const { lectureId } = await lectureWithVideo();
    const mediaPath = `/lecturers/v2/lectures/${String(lectureId)}/media`;
    const teacher2 = await userIdOf(api, 'teacher2@example.com');
    const link = signLink(api.env.MEDIA_LINK_SECRET, mediaPath, {
      userId: teacher2,
      role: 'TEACHER',
    });
    expect((await fetchMedia(`${mediaPath}?${link.query}`)).status).toBe(404);
  });
});
