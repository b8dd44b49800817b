import { useStore } from '@nanostores/react';
import type { Remittance } from '../../../server/src/contract/finances.ts';
import { bankLabel } from '../../lib/banks.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { urlFor } from '../../routes/urls.ts';
import { maskAccount } from '../../stores/finances/apply.ts';
import {
  canExportRemittances,
  exportRemittanceList,
  remittanceList,
} from '../../stores/finances/remittances.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ExportButton } from '../ui/ExportButton.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { Money } from '../ui/Money.tsx';
import { useT } from '../use-t.ts';

/**
 * Remittances (administrators), newest first: filters by the day remitted (from, to) and keyword,
 * kept in the address; account numbers masked.
 */
export default function RemittanceListScreen() {
  const t = useT();
  const { locale } = useStore($page);
  const mayExport = canExportRemittances(useStore($session));

  const columns: DataColumn<Remittance>[] = [
    {
      key: 'at',
      header: t('finances.remittances.remittedAt'),
      rowHeader: true,
      cell: (remittance) => taipeiDateTime(remittance.remitted_at),
    },
    {
      key: 'lecturer',
      header: t('finances.applies.lecturer'),
      cell: (remittance) => (
        <a
          href={urlFor(locale, 'finances-applies-apply_id', {
            apply_id: remittance.apply_id,
          })}
        >
          {remittance.lecturer.name}
        </a>
      ),
    },
    {
      key: 'amount',
      header: t('finances.applies.amount'),
      className: 'data-table__number',
      cell: (remittance) => <Money twd={remittance.amount} />,
    },
    {
      key: 'bank',
      header: t('finances.remittances.bank'),
      cell: (remittance) =>
        bankLabel(remittance.payout.financial_code, locale, remittance.payout.bank_name),
    },
    {
      key: 'account',
      header: t('finances.remittances.account'),
      cell: (remittance) => (
        <>
          {remittance.payout.account_name}
          <span className="money-table__sub">{maskAccount(remittance.payout.account_number)}</span>
        </>
      ),
    },
    {
      key: 'by',
      header: t('finances.remittances.by'),
      cell: (remittance) => remittance.by.name,
    },
  ];

  return (
    <ListFrame
      list={remittanceList}
      caption={t('finances.remittances.caption')}
      columns={columns}
      tableClassName="money-table"
      filters={[
        {
          kind: 'days',
          from: 'from',
          to: 'to',
          fromLabel: t('finances.remittances.from'),
          toLabel: t('finances.remittances.to'),
        },
        { kind: 'search', key: 'keyword', label: t('finances.keyword') },
      ]}
      {...(mayExport
        ? {
            actions: (
              <ExportButton
                exportKey="remittances"
                label={t('finances.remittances.export')}
                run={exportRemittanceList}
              />
            ),
          }
        : {})}
      empty={{ title: t('finances.remittances.empty') }}
      noMatch={t('finances.remittances.noMatch')}
    />
  );
}
