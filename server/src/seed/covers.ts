/**
 * Demo covers: eight abstract images (a diagonal gradient and translucent shapes, no text,
 * so no font is needed) drawn as SVG and encoded to WebP with sharp when the seed runs. Each item
 * picks a variant by its id and gets its own stored file and upload row, exactly as a cover posted
 * to `POST /v2/files` with target `course-cover`; the files of one variant are hard links to one
 * encoding (a copy where links are not possible), so a large scale costs no image work or space.
 */
import { fileKey, type Storage } from '../storage/storage.ts';
import sharp from 'sharp';
import { prng } from './marketplace.ts';

/** How many different demo covers there are. */
export const DEMO_COVER_VARIANTS = 8;

/**
 * Size of the demo covers: 16:9, the largest thumbnail the back office asks for (the cover
 * editor's 320×180 at density 2), and quick to draw.
 */
export const DEMO_COVER_SIZE = { width: 640, height: 360 } as const;

/** The drawing's own coordinates (scaled to DEMO_COVER_SIZE). */
const VIEW = { width: 960, height: 540 } as const;

/** What a stored demo cover is, for its upload row. */
export interface StoredDemoCover {
  readonly filename: string;
  readonly mimeType: string;
  readonly size: number;
}

/** Writes demo cover files into a folder (the form posts' `<DATA_DIR>/files`). */
export interface DemoCoverWriter {
  /** The cover variant of an item by its id, or null for an item shown without a cover. */
  variantOf(itemId: number): number | null;
  /** Stores the cover of variant `variant` under an upload id; answers what it stored. */
  write(uploadId: string, variant: number): Promise<StoredDemoCover>;
}

/** The cover variant of an item by its id, or null for the one item in ten shown without one. */
export function demoCoverVariant(itemId: number): number | null {
  return itemId % 10 === 0 ? null : itemId % DEMO_COVER_VARIANTS;
}

/** `#rrggbb` of a hue (degrees), saturation and lightness (0..1). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const amount = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The SVG of a demo cover variant: its hue from the variant, its shapes from a seeded PRNG. */
export function demoCoverSvg(variant: number): string {
  const { width, height } = VIEW;
  const random = prng(0xc0de + variant);
  const hue = (variant * 360) / DEMO_COVER_VARIANTS + 12;
  const light = hsl(hue, 0.7, 0.62);
  const dark = hsl((hue + 40) % 360, 0.65, 0.28);
  const shapes: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const size = Math.round(45 + random() * 200);
    const opacity = (0.08 + random() * 0.2).toFixed(2);
    const fill = index % 3 === 0 ? hsl((hue + 180) % 360, 0.6, 0.7) : '#ffffff';
    const style = `fill="${fill}" fill-opacity="${opacity}"`;
    switch (index % 3) {
      case 0:
        shapes.push(`<circle cx="${x}" cy="${y}" r="${size}" ${style}/>`);
        break;
      case 1: {
        const angle = Math.round(random() * 90);
        shapes.push(
          `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${Math.round(size / 8)}" transform="rotate(${angle} ${x} ${y})" ${style}/>`,
        );
        break;
      }
      default:
        shapes.push(
          `<polygon points="${x},${y - size} ${x + size},${y + size / 2} ${x - size},${y + size / 2}" ${style}/>`,
        );
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_COVER_SIZE.width}" height="${DEMO_COVER_SIZE.height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...shapes,
    '</svg>',
  ].join('');
}

/** The encoded variants of this process (a second seed, as in tests, reuses them). */
const encoded = new Map<number, Promise<Buffer>>();

/** A demo cover variant as WebP bytes (encoded once per process). */
export function renderDemoCover(variant: number): Promise<Buffer> {
  let bytes = encoded.get(variant);
  if (!bytes) {
    // A low effort: seeding stays fast and the files are still small (about 10 KB).
    bytes = sharp(Buffer.from(demoCoverSvg(variant)))
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
    encoded.set(variant, bytes);
    // A failed encoding is not kept.
    bytes.catch(() => encoded.delete(variant));
  }
  return bytes;
}

/**
 * A writer of demo covers into a storage: each variant is written once; later files of
 * that variant are copies of the first one (hard links on disk).
 */
export function demoCoverWriter(storage: Storage): DemoCoverWriter {
  /** The first file of each variant, once written. */
  const firstFile = new Map<number, Promise<string>>();
  return {
    variantOf: demoCoverVariant,
    async write(uploadId, variant) {
      const data = await renderDemoCover(variant);
      const key = fileKey(uploadId);
      const first = firstFile.get(variant);
      if (first === undefined) {
        firstFile.set(
          variant,
          storage.put(key, data, 'image/webp').then(() => key),
        );
        await firstFile.get(variant);
      } else {
        const source = await first;
        await storage.copy(source, key);
      }
      return {
        filename: `cover-${variant + 1}.webp`,
        mimeType: 'image/webp',
        size: data.byteLength,
      };
    },
  };
}
