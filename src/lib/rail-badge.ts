/**
 * The rail's interactions badge: how many student posts wait for the viewer (`$waiting`), as a
 * small count on the icon and, for screen readers, in the link's name ("Interactions, 12
 * waiting"). Loaded on demand by the page runtime once the session shows the section, so pages
 * carry no island for it; the count is asked again when older than a minute, and follows
 * `$waiting` after every write.
 */
import { $waiting, refreshWaiting } from '../stores/interactions/counts.ts';
import { $t } from '../stores/i18n.ts';

const MAX_AGE_MS = 60_000;

let listening = false;

/**
 * Shows the current count in the rail of the document: a small number on the icon, and the link's
 * name in words ("Interactions, 12 waiting"); nothing when none is waiting.
 */
function render(doc: Document): void {
  const total = $waiting.get()?.total ?? 0;
  const count = doc.querySelector<HTMLElement>('[data-rail-count]');
  const link = count?.closest('a');
  if (!count || !link) return;
  count.hidden = total === 0;
  // Drawn by CSS (`content: attr(data-count)`): not text of the link, which the name carries.
  count.dataset['count'] = total > 99 ? '99+' : String(total);
  const name = link.querySelector('.rail__label')?.textContent.trim() ?? '';
  if (total === 0) link.removeAttribute('aria-label');
  else
    link.setAttribute('aria-label', name + $t.get()('interactions.rail.waiting', { count: total }));
}

/** Shows the badge on this page and keeps it current. */
export function showRailBadge(doc: Document): void {
  if (!listening) {
    listening = true;
    $waiting.listen(() => render(document));
  }
  render(doc);
  void refreshWaiting(MAX_AGE_MS);
}
