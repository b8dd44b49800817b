/**
 * Thumbnails of form-posted images: `GET /v2/files/{id}?w=&h=&fit=&quality=` (the parameters of
 * the client's src/lib/thumbnail.ts) answers the image resized with sharp, in its own format.
 * Parameters are checked (400 in the hilocale language, per field). Each variant is encoded once
 * and kept beside its file in the storage, at `files/<id>.thumbnails/<key>` (any API process
 * serves it then); a stored file never changes under its id, so neither do its variants, and they
 * go when the file goes.
 */
import sharp from 'sharp';
import { HttpError, type Problem } from '../http/errors.ts';
import { fileKey, thumbnailsPrefix, type Storage } from '../storage/storage.ts';

/** The largest width or height a thumbnail may be asked for. */
export const THUMBNAIL_MAX_SIDE = 2000;

/** How a thumbnail fits its box (sharp's fits; the client asks for `cover`). */
export const thumbnailFits = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;

/** A thumbnail fit. */
export type ThumbnailFit = (typeof thumbnailFits)[number];

/** The quality of a lossy (JPEG, WebP) thumbnail when none is asked for. */
export const DEFAULT_THUMBNAIL_QUALITY = 80;

/** The query parameters of a thumbnail. */
export const thumbnailParameters = ['w', 'h', 'fit', 'quality'] as const;

/** Variants kept per file; further ones are encoded on each request, not stored. */
export const MAX_STORED_VARIANTS = 32;

/** Images larger than this (in pixels) are not decoded for a thumbnail. */
const MAX_INPUT_PIXELS = 50_000_000;

/** A thumbnail asked for: a box (one side may be free), a fit and a quality (1..100). */
export interface Thumbnail {
  readonly width: number | null;
  readonly height: number | null;
  readonly fit: ThumbnailFit;
  readonly quality: number;
}

const isFit = (value: string): value is ThumbnailFit =>
  (thumbnailFits as readonly string[]).includes(value);

/**
 * Reads the thumbnail parameters of a query: null when there are none (the file itself is
 * wanted), else the thumbnail; 400 naming each bad parameter (not a whole number, out of range,
 * an unknown fit, given twice, or `fit`/`quality` without `w` or `h`). Other parameters are
 * ignored.
 */
export function parseThumbnail(query: URLSearchParams): Thumbnail | null {
  if (!thumbnailParameters.some((name) => query.has(name))) return null;
  const problems: Record<string, Problem[]> = {};
  const problem = (name: string, found: Problem) => {
    problems[name] = [found];
  };
  const single = (name: string): string | null => {
    const values = query.getAll(name);
    if (values.length > 1) problem(name, { id: 'validation.invalid' });
    return values.length === 1 ? (values[0] ?? null) : null;
  };
  const integer = (name: string, max: number): number | null => {
    const value = single(name);
    if (value === null) return null;
    if (!/^\d{1,9}$/.test(value)) {
      problem(name, { id: 'validation.invalid' });
      return null;
    }
    const number = Number(value);
    if (number < 1) problem(name, { id: 'validation.tooSmall', values: { min: 1 } });
    else if (number > max) problem(name, { id: 'validation.tooBig', values: { max } });
    return number;
  };
  const width = integer('w', THUMBNAIL_MAX_SIDE);
  const height = integer('h', THUMBNAIL_MAX_SIDE);
  const quality = integer('quality', 100);
  const fit = single('fit');
  if (fit !== null && !isFit(fit)) problem('fit', { id: 'validation.invalid' });
  if (width === null && height === null && !query.has('w') && !query.has('h'))
    problem('w', { id: 'validation.required' });
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
  return {
    width,
    height,
    fit: fit !== null && isFit(fit) ? fit : 'cover',
    quality: quality ?? DEFAULT_THUMBNAIL_QUALITY,
  };
}

/** The 400 for thumbnail parameters on a file that is not an image. */
export function notAnImage(query: URLSearchParams): HttpError {
  const name = thumbnailParameters.find((parameter) => query.has(parameter)) ?? 'w';
  return new HttpError(400, { [name]: [{ id: 'validation.invalid' }] });
}

/** Whether a type's thumbnails are lossy (their quality counts). */
const lossy = (mimeType: string) => mimeType !== 'image/png';

/** The name of a variant: its box, fit and (for lossy types) quality, e.g. `160x90-cover-q100`. */
export function thumbnailKey(thumbnail: Thumbnail, mimeType: string): string {
  const side = (value: number | null) => (value === null ? 'auto' : String(value));
  const box = `${side(thumbnail.width)}x${side(thumbnail.height)}-${thumbnail.fit}`;
  return lossy(mimeType) ? `${box}-q${String(thumbnail.quality)}` : box;
}

/** Encodes a thumbnail of the image `source` in its own type. */
async function render(source: Buffer, mimeType: string, thumbnail: Thumbnail): Promise<Buffer> {
  const opaque = mimeType === 'image/jpeg';
  const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    // Upright by its EXIF orientation, as browsers show the original (metadata is not kept).
    .rotate()
    .resize({
      ...(thumbnail.width === null ? {} : { width: thumbnail.width }),
      ...(thumbnail.height === null ? {} : { height: thumbnail.height }),
      fit: thumbnail.fit,
      background: opaque ? '#ffffff' : { r: 255, g: 255, b: 255, alpha: 0 },
    });
  switch (mimeType) {
    case 'image/jpeg':
      return image.jpeg({ quality: thumbnail.quality }).toBuffer();
    case 'image/webp':
      return image.webp({ quality: thumbnail.quality }).toBuffer();
    default:
      // PNG stays lossless: its quality option would reduce it to a palette.
      return image.png().toBuffer();
  }
}

/** A thumbnail answer: the stored variant's key and size, or fresh bytes. */
export type ThumbnailFile =
  { readonly key: string; readonly size: number } | { readonly bytes: Buffer };

/** Variants being encoded, so that simultaneous requests for one share the work. */
const encoding = new Map<string, Promise<ThumbnailFile>>();

async function encodeAndStore(
  storage: Storage,
  id: string,
  key: string,
  mimeType: string,
  thumbnail: Thumbnail,
): Promise<ThumbnailFile> {
  const source = await storage.bytes(fileKey(id));
  if (!source) throw new Error('the original is gone');
  const bytes = await render(source, mimeType, thumbnail);
  const stored = (await storage.list(thumbnailsPrefix(id))).length;
  if (stored < MAX_STORED_VARIANTS) await storage.put(key, bytes, mimeType);
  return { bytes };
}

/**
 * The thumbnail of the stored image `id`: the stored variant when there is one, else encoded now
 * (and stored). Throws when the image cannot be decoded.
 */
export async function thumbnailOf(
  storage: Storage,
  id: string,
  mimeType: string,
  thumbnail: Thumbnail,
): Promise<ThumbnailFile> {
  const key = `${thumbnailsPrefix(id)}${thumbnailKey(thumbnail, mimeType)}`;
  const size = await storage.size(key);
  if (size !== null) return { key, size };
  let pending = encoding.get(key);
  if (!pending) {
    pending = encodeAndStore(storage, id, key, mimeType, thumbnail);
    encoding.set(key, pending);
    void pending.then(
      () => encoding.delete(key),
      () => encoding.delete(key),
    );
  }
  return pending;
}
