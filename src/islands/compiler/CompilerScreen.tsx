import { useStore } from '@nanostores/react';
import type { KeyboardEvent } from 'react';
import { formatDate } from '../../i18n/format-date.ts';
import { $page } from '../../stores/page.ts';
import {
  $compilerDraft,
  $compilerRun,
  $compilerRuns,
  editCompilerDraft,
  runCompilerDraft,
} from '../../stores/compilers.ts';
import { Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { RunResult } from '../ui/RunResult.tsx';
import { compilerConsoleUrl, compilerPreviewUrl } from './compiler-urls.ts';
import { useCompiler } from './use-compiler.ts';

/** Ctrl+Enter (⌘+Enter on a Mac) runs the program from either field. */
function runOnShortcut(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    void runCompilerDraft();
  }
}

/** A text area of the draft (the program or its input); Ctrl+Enter runs the program. */
function CodeArea({
  field,
  label,
  rows,
  hint,
  placeholder,
}: {
  readonly field: 'code' | 'stdin';
  readonly label: string;
  readonly rows: number;
  readonly hint?: string;
  readonly placeholder?: string;
}) {
  const draft = useStore($compilerDraft);
  const id = `compiler-${field}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="compiler__code"
        value={draft[field]}
        rows={rows}
        spellCheck={false}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        placeholder={placeholder}
        onChange={(event) => editCompilerDraft({ [field]: event.target.value })}
        onKeyDown={runOnShortcut}
      />
      {hint !== undefined && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** `/compilers`: write a JavaScript program, give it input, run it, and open the console or preview. */
export default function CompilerScreen() {
  const t = useT();
  const owner = useCompiler();
  const draft = useStore($compilerDraft);
  const run = useStore($compilerRun);
  const last = useStore($compilerRuns)[0];
  const { locale } = useStore($page);
  if (owner === null) return <Skeleton />;
  const running = run.status === 'running';
  return (
    <div className="compiler">
      <p className="compiler__intro">{t('compiler.intro')}</p>
      <form
        className="compiler__form"
        onSubmit={(event) => {
          event.preventDefault();
          void runCompilerDraft();
        }}
      >
        <CodeArea
          field="code"
          label={t('compiler.code')}
          rows={16}
          hint={t('compiler.codeHint')}
          placeholder={t('compiler.codePlaceholder')}
        />
        <CodeArea field="stdin" label={t('compiler.stdin')} rows={3} />
        <div className="compiler__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={running || draft.code.trim() === ''}
          >
            {running ? t('compiler.running') : t('compiler.run')}
          </button>
          <a href={compilerConsoleUrl(locale)} target="_blank" rel="noopener">
            {t('compiler.openConsole')}
          </a>
          <a href={compilerPreviewUrl(locale)} target="_blank" rel="noopener">
            {t('compiler.openPreview')}
          </a>
        </div>
      </form>
      <section className="compiler__output" aria-labelledby="compiler-output-title">
        <h2 id="compiler-output-title">{t('compiler.output')}</h2>
        <div aria-live="polite">
          {run.status === 'idle' &&
            (last ? (
              <>
                <p className="compiler__when">
                  {t('compiler.lastRunAt', { time: formatDate(last.at, 'YYYY/MM/DD HH:mm:ss') })}
                </p>
                <RunResult result={last.result} />
              </>
            ) : (
              <p className="compiler__empty">{t('compiler.noRunYet')}</p>
            ))}
          {run.status === 'running' && <p>{t('compiler.running')}</p>}
          {run.status === 'failed' && <p role="alert">{run.message}</p>}
          {run.status === 'done' && <RunResult result={run.result} />}
        </div>
      </section>
    </div>
  );
}
