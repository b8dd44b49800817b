/** File contents for upload tests. */

/** `size` bytes that start with the PNG signature (what the form post's type check reads). */
export function pngBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** A text's bytes (UTF-8). */
export const textBytes = (value: string): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(value);
