import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { urlFor } from '../../routes/urls.ts';
import { applyLoader, loadApply } from '../../stores/finances/apply.ts';
import { $page } from '../../stores/page.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { ApplyFacts } from './ApplyFacts.tsx';

/**
 * One payout request (administrators): its facts, the way to approve or reject it while it waits,
 * and after it was remitted the way to the remittances.
 */
export default function ApplyScreen() {
  const t = useT();
  const page = useStore($page);
  const state = useStore(applyLoader.$state);
  const id = Number(page.params.apply_id);

  useEffect(() => {
    if (Number.isInteger(id) && id > 0) void loadApply(id);
  }, [id]);

  return (
    <section className="stack money-screen" aria-labelledby="apply-heading">
      <LoadState state={state} onRetry={() => void applyLoader.retry()}>
        {(apply) => (
          <div className="money-card">
            <h2 id="apply-heading" className="money-card__title">
              {t('finances.apply.heading', { id: apply.id })}
            </h2>
            <ApplyFacts apply={apply} />
            <div className="money-card__actions">
              {apply.status === 'PENDING' && (
                <a
                  className="button button--primary"
                  href={urlFor(page.locale, 'finances-applies-apply_id-edit', {
                    apply_id: apply.id,
                  })}
                >
                  {t('finances.apply.decide')}
                </a>
              )}
              {apply.status === 'REMITTED' && (
                <a className="button" href={urlFor(page.locale, 'finances-remittances')}>
                  {t('finances.apply.toRemittances')}
                </a>
              )}
              <a
                className="button"
                href={urlFor(page.locale, 'finances-applies', {}, { status: 'ALL' })}
              >
                {t('finances.apply.backToList')}
              </a>
            </div>
          </div>
        )}
      </LoadState>
    </section>
  );
}
