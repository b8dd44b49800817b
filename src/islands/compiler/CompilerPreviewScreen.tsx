import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatDate } from '../../i18n/format-date.ts';
import { previewDocument } from '../../lib/preview-document.ts';
import { $page } from '../../stores/page.ts';
import { $compilerRuns } from '../../stores/compilers.ts';
import { Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { compilerUrl } from './compiler-urls.ts';
import { useCompiler } from './use-compiler.ts';

/** `/compilers/preview`: the last run's output rendered as a page, or as text; follows new runs. */
export default function CompilerPreviewScreen() {
  const t = useT();
  const owner = useCompiler();
  const last = useStore($compilerRuns)[0];
  const { locale } = useStore($page);
  const [asText, setAsText] = useState(false);
  if (owner === null) return <Skeleton />;
  return (
    <div className="compiler-preview">
      <div className="compiler-console__toolbar">
        <a href={compilerUrl(locale)}>{t('compiler.backToCompiler')}</a>
        {last && (
          <label className="compiler-preview__toggle">
            <input
              type="checkbox"
              checked={asText}
              onChange={(event) => setAsText(event.target.checked)}
            />
            {t('compiler.preview.asText')}
          </label>
        )}
      </div>
      {last ? (
        <>
          <p className="compiler__when" aria-live="polite">
            {t('compiler.lastRunAt', { time: formatDate(last.at, 'YYYY/MM/DD HH:mm:ss') })}
          </p>
          {asText ? (
            <pre className="compiler-preview__text">{last.result.stdout}</pre>
          ) : (
            <iframe
              className="compiler-preview__frame"
              title={t('compiler.preview.frameTitle')}
              sandbox=""
              srcDoc={previewDocument(last.result.stdout)}
            />
          )}
        </>
      ) : (
        <p className="compiler__empty">{t('compiler.preview.empty')}</p>
      )}
    </div>
  );
}
