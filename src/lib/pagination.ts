/** Which page numbers a pager shows: the first, the last and a window around the current one. */

/** A page number or a gap between shown numbers. */
export type PagerEntry = number | 'gap';

/** The entries of a pager over `last` pages around `current` (`around` pages each side). */
export function pagerEntries(current: number, last: number, around = 2): PagerEntry[] {
  if (last <= 1) return [];
  const shown = new Set<number>([1, last]);
  for (let page = current - around; page <= current + around; page += 1)
    if (page >= 1 && page <= last) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) entries.push('gap');
    entries.push(page);
  });
  return entries;
}
