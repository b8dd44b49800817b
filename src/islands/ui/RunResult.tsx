import type { CompilerResponse } from '../../../server/src/contract/chapters.ts';
import { useT } from '../use-t.ts';

/** What a program printed, its exit code and time, and whether it was stopped. */
export function RunResult({ result }: { result: CompilerResponse }) {
  const t = useT();
  return (
    <dl className="run-result">
      {result.timed_out && (
        <>
          <dt>{t('compiler.status')}</dt>
          <dd>{t('compiler.timeout')}</dd>
        </>
      )}
      <dt>{t('compiler.stdout')}</dt>
      <dd>
        <pre className="run-result__stdout">{result.stdout}</pre>
      </dd>
      <dt>{t('compiler.stderr')}</dt>
      <dd>
        <pre className="run-result__stderr">{result.stderr}</pre>
      </dd>
      <dt>{t('compiler.exit')}</dt>
      <dd>{result.exit_code}</dd>
      <dt>{t('compiler.duration')}</dt>
      <dd>{t('compiler.durationValue', { ms: result.duration_ms })}</dd>
    </dl>
  );
}
