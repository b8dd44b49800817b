import { pagerEntries } from '../../lib/pagination.ts';
import { useT } from '../use-t.ts';

interface Props {
  readonly current: number;
  readonly last: number;
  /** The address of a page. */
  readonly hrefOf: (page: number) => string;
}

/** Links to the previous, next and numbered pages of a list; nothing when there is one page. */
export function Pager({ current, last, hrefOf }: Props) {
  const t = useT();
  const entries = pagerEntries(current, last);
  if (entries.length === 0) return null;
  const step = (page: number, label: string, text: string) =>
    page >= 1 && page <= last ? (
      <a className="pager__link" href={hrefOf(page)} aria-label={label}>
        {text}
      </a>
    ) : (
      <span className="pager__link pager__link--disabled" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="pager" aria-label={t('items.list.pages')}>
      {step(current - 1, t('items.list.previousPage'), t('items.list.previous'))}
      <ol className="pager__pages">
        {entries.map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${String(index)}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <a
                className="pager__link"
                href={hrefOf(entry)}
                aria-label={t('items.list.page', { page: entry })}
                aria-current={entry === current ? 'page' : undefined}
              >
                {entry}
              </a>
            </li>
          ),
        )}
      </ol>
      {step(current + 1, t('items.list.nextPage'), t('items.list.next'))}
    </nav>
  );
}
