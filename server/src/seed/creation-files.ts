/**
 * Files of the demo's student works (creations): small valid images (PNG drawn from SVG with
 * sharp, a JPEG) and other files (a one-page PDF, a UTF-8 text, a ZIP holding a text), built when
 * the seed runs. Each file gets its own stored file and `form` upload row of purpose
 * `attachment` owned by its student, as a form post stores it; files of one variant are hard
 * links to one file (a copy where links are not possible), so a large scale costs little.
 */
import { fileKey, type Storage } from '../storage/storage.ts';
import sharp from 'sharp';
import { prng } from './marketplace.ts';

/** A kind of demo file: its extension and type, and whether it is an image. */
export interface CreationFileVariant {
  readonly extension: 'png' | 'jpg' | 'pdf' | 'txt' | 'zip';
  readonly mimeType: string;
  readonly image: boolean;
}

/** The demo file variants, by number: images first. */
export const creationFileVariants: readonly CreationFileVariant[] = [
  { extension: 'png', mimeType: 'image/png', image: true },
  { extension: 'png', mimeType: 'image/png', image: true },
  { extension: 'jpg', mimeType: 'image/jpeg', image: true },
  { extension: 'pdf', mimeType: 'application/pdf', image: false },
  { extension: 'txt', mimeType: 'text/plain', image: false },
  { extension: 'zip', mimeType: 'application/zip', image: false },
];

/** Size of the demo images (4:3, small). */
const IMAGE_SIZE = { width: 480, height: 360 } as const;

/** An abstract drawing of a student's work (no text, so no font is needed). */
function drawingSvg(variant: number): string {
  const { width, height } = IMAGE_SIZE;
  const random = prng(0xa27 + variant);
  const hue = (variant * 137 + 40) % 360;
  const shapes: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const size = Math.round(20 + random() * 110);
    const fill = `hsl(${(hue + index * 35) % 360}, 65%, ${45 + index * 5}%)`;
    shapes.push(
      index % 2 === 0
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="0.7"/>`
        : `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="12" fill="${fill}" fill-opacity="0.6"/>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="hsl(${hue}, 40%, 94%)"/>`,
    ...shapes,
    '</svg>',
  ].join('');
}

/** A one-page PDF with a line of (ASCII) text, its cross-reference offsets computed. */
export function demoPdf(): Buffer {
  const text = 'Student work - project notes (demo file)';
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The text of the demo text file (and of the file inside the ZIP). */
const NOTES =
  '學習筆記\n\n1. 先把流程拆小，再一步一步驗證。\n2. 每一章的練習都要自己做一次。\n3. 卡關時先看錯誤訊息，再回頭看影片。\n';

/** CRC-32 (the ZIP polynomial) of some bytes. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive holding one stored (uncompressed) file. */
export function demoZip(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name, 'utf8');
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt32LE(0, 10); // time and date
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt32LE(0, 12);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42); // offset of the local header
  const centralStart = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralStart, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/** The bytes of a file variant. */
async function renderVariant(variant: number): Promise<Buffer> {
  const spec = creationFileVariants[variant];
  if (!spec) throw new Error(`No demo file variant ${variant}`);
  switch (spec.extension) {
    case 'png':
      return sharp(Buffer.from(drawingSvg(variant)))
        .png({ compressionLevel: 9 })
        .toBuffer();
    case 'jpg':
      return sharp(Buffer.from(drawingSvg(variant)))
        .jpeg({ quality: 70 })
        .toBuffer();
    case 'pdf':
      return demoPdf();
    case 'txt':
      return Buffer.from(NOTES, 'utf8');
    case 'zip':
      return demoZip('notes.txt', Buffer.from(NOTES, 'utf8'));
  }
}

/** The rendered variants of this process (a second seed, as in tests, reuses them). */
const rendered = new Map<number, Promise<Buffer>>();

/** A file variant's bytes (built once per process). */
export function creationFileBytes(variant: number): Promise<Buffer> {
  let bytes = rendered.get(variant);
  if (!bytes) {
    bytes = renderVariant(variant);
    rendered.set(variant, bytes);
    bytes.catch(() => rendered.delete(variant));
  }
  return bytes;
}

/** Writes demo creation files into a folder (the form posts' `<DATA_DIR>/files`). */
export interface CreationFileWriter {
  /** Stores a file of `variant` under an upload id; answers its type and size. */
  write(uploadId: string, variant: number): Promise<{ mimeType: string; size: number }>;
}

/**
 * A writer of demo creation files into a storage: each variant is written once; later files of
 * that variant are copies of the first one (hard links on disk).
 */
export function creationFileWriter(storage: Storage): CreationFileWriter {
  const firstFile = new Map<number, Promise<string>>();
  return {
    async write(uploadId, variant) {
      const data = await creationFileBytes(variant);
      const spec = creationFileVariants[variant];
      if (!spec) throw new Error(`No demo file variant ${variant}`);
      const key = fileKey(uploadId);
      const first = firstFile.get(variant);
      if (first === undefined) {
        const written = storage.put(key, data, spec.mimeType).then(() => key);
        firstFile.set(variant, written);
        await written;
      } else {
        const source = await first;
        await storage.copy(source, key);
      }
      return { mimeType: spec.mimeType, size: data.byteLength };
    },
  };
}
