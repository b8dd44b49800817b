/** Thumbnails of stored images: a size, cover fit and quality 100 (seed section 9). */

/** The URL of an image's thumbnail of a size (in CSS pixels, doubled for sharp screens). */
export function thumbnailUrl(url: string, width: number, height: number, density = 2): string {
  const thumb = new URL(url, 'http://relative.invalid');
  thumb.searchParams.set('w', String(Math.round(width * density)));
  thumb.searchParams.set('h', String(Math.round(height * density)));
  thumb.searchParams.set('fit', 'cover');
  thumb.searchParams.set('quality', '100');
  return thumb.origin === 'http://relative.invalid'
    ? thumb.pathname + thumb.search + thumb.hash
    : thumb.href;
}
