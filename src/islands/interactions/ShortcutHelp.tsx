import { useT } from '../use-t.ts';

/** The keyboard shortcuts, in a disclosure under the list. */
export function ShortcutHelp() {
  const t = useT();
  const keys = [
    ['J', '↓', 'interactions.keys.next'],
    ['K', '↑', 'interactions.keys.previous'],
    ['R', '', 'interactions.keys.reply'],
    ['S', '', 'interactions.keys.solve'],
    ['Esc', '', 'interactions.keys.close'],
  ] as const;
  return (
    <details className="shortcut-help">
      <summary>{t('interactions.keys.title')}</summary>
      <p>{t('interactions.keys.when')}</p>
      <dl>
        {keys.map(([key, alternative, label]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
              {alternative && (
                <>
                  {' / '}
                  <kbd>{alternative}</kbd>
                </>
              )}
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
