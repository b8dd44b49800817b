import type { Apply } from '../../../server/src/contract/finances.ts';
import { payoutLine } from '../../stores/finances/apply.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { useT } from '../use-t.ts';
import { Money } from '../ui/Money.tsx';
import { ApplyStatusBadge } from './FinanceParts.tsx';

/** What an apply says: lecturer, amount, status, records, and its rejection or remittance. */
export function ApplyFacts({ apply }: { readonly apply: Apply }) {
  const t = useT();
  return (
    <dl className="money-facts">
      <div>
        <dt>{t('finances.applies.lecturer')}</dt>
        <dd>
          {apply.lecturer.name} <span className="money-table__sub">{apply.lecturer.email}</span>
        </dd>
      </div>
      <div>
        <dt>{t('finances.applies.amount')}</dt>
        <dd className="money-facts__amount">
          <Money twd={apply.amount} />
        </dd>
      </div>
      <div>
        <dt>{t('finances.applies.status')}</dt>
        <dd>
          <ApplyStatusBadge status={apply.status} />
        </dd>
      </div>
      <div>
        <dt>{t('finances.applies.records')}</dt>
        <dd>{t('finances.applies.recordsCount', { count: apply.records_count })}</dd>
      </div>
      <div>
        <dt>{t('finances.applies.requestedAt')}</dt>
        <dd>{taipeiDateTime(apply.created_at)}</dd>
      </div>
      {apply.rejection && (
        <>
          <div>
            <dt>{t('finances.apply.rejectReason')}</dt>
            <dd>{apply.rejection.reason}</dd>
          </div>
          <div>
            <dt>{t('finances.apply.rejectedBy')}</dt>
            <dd>
              {t('finances.apply.byAt', {
                name: apply.rejection.by.name,
                at: taipeiDateTime(apply.rejection.at),
              })}
            </dd>
          </div>
        </>
      )}
      {apply.remittance && (
        <>
          <div>
            <dt>{t('finances.apply.remittedTo')}</dt>
            <dd>{payoutLine(apply.remittance.payout)}</dd>
          </div>
          <div>
            <dt>{t('finances.apply.remittedBy')}</dt>
            <dd>
              {t('finances.apply.byAt', {
                name: apply.remittance.by.name,
                at: taipeiDateTime(apply.remittance.remitted_at),
              })}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}
