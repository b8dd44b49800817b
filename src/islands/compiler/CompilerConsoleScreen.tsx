import { useStore } from '@nanostores/react';
import { formatDate } from '../../i18n/format-date.ts';
import { $page } from '../../stores/page.ts';
import { $compilerRuns, clearCompilerRuns } from '../../stores/compilers.ts';
import { Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { RunResult } from '../ui/RunResult.tsx';
import { compilerUrl } from './compiler-urls.ts';
import { useCompiler } from './use-compiler.ts';

/** `/compilers/console`: the recent runs, newest first, following runs made in other windows. */
export default function CompilerConsoleScreen() {
  const t = useT();
  const owner = useCompiler();
  const runs = useStore($compilerRuns);
  const { locale } = useStore($page);
  if (owner === null) return <Skeleton />;
  return (
    <div className="compiler-console">
      <div className="compiler-console__toolbar">
        <a href={compilerUrl(locale)}>{t('compiler.backToCompiler')}</a>
        {runs.length > 0 && (
          <button type="button" className="button" onClick={() => void clearCompilerRuns()}>
            {t('compiler.clear.button')}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {runs.length === 0 ? (
          <p className="compiler__empty">{t('compiler.console.empty')}</p>
        ) : (
          <ol className="compiler-console__runs" aria-label={t('compiler.console.listLabel')}>
            {runs.map((run) => {
              const time = formatDate(run.at, 'YYYY/MM/DD HH:mm:ss');
              return (
                <li key={run.at} className="compiler-console__run">
                  <h2 className="compiler-console__time">
                    {t('compiler.console.runAt', { time })}
                  </h2>
                  <details>
                    <summary>{t('compiler.console.program')}</summary>
                    <pre className="compiler-console__program">{run.code}</pre>
                    {run.stdin !== '' && (
                      <>
                        <p>{t('compiler.stdin')}</p>
                        <pre className="compiler-console__program">{run.stdin}</pre>
                      </>
                    )}
                  </details>
                  <RunResult result={run.result} />
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
