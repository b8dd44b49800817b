import { useStore } from '@nanostores/react';
import type { Member, WalletEntry, WalletEntryKind } from '../../../server/src/contract/members.ts';
import { urlFor } from '../../routes/urls.ts';
import { openAdjustment, walletList } from '../../stores/members/wallet.ts';
import { $page } from '../../stores/page.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { Money } from '../ui/Money.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';
import { AdjustDialog } from './AdjustDialog.tsx';
import { MemberAudit, MemberFrame } from './MemberParts.tsx';

const kindLabels: Readonly<Record<WalletEntryKind, string>> = {
  ADJUST: 'members.wallet.kind.ADJUST',
  TOP_UP: 'members.wallet.kind.topUp',
  PURCHASE: 'members.wallet.kind.PURCHASE',
  REFUND: 'members.wallet.kind.REFUND',
};

function Wallet({ member }: { readonly member: Member }) {
  const t = useT();
  const { locale } = useStore($page);
  const columns: DataColumn<WalletEntry>[] = [
    {
      key: 'at',
      header: t('members.wallet.at'),
      rowHeader: true,
      cell: (entry) => taipeiDateTime(entry.created_at),
    },
    { key: 'kind', header: t('members.wallet.kind'), cell: (entry) => t(kindLabels[entry.kind]) },
    {
      key: 'amount',
      header: t('members.wallet.amount'),
      className: 'data-table__number',
      cell: (entry) => <Money twd={entry.amount} />,
    },
    {
      key: 'after',
      header: t('members.wallet.balanceAfter'),
      className: 'data-table__number',
      cell: (entry) => <Money twd={entry.balance_after} />,
    },
    {
      key: 'reason',
      header: t('members.wallet.reason'),
      cell: (entry) =>
        entry.order ? (
          <a href={urlFor(locale, 'orders-order_id-edit', { order_id: entry.order.id })}>
            {entry.order.order_no}
          </a>
        ) : (
          entry.reason
        ),
    },
    { key: 'by', header: t('members.wallet.by'), cell: (entry) => entry.actor?.name ?? '—' },
  ];
  return (
    <>
      <section className="money-card member-wallet" aria-labelledby="member-wallet-heading">
        <h3 id="member-wallet-heading" className="money-card__title">
          {t('members.wallet.heading')}
        </h3>
        <p className="member-wallet__balance">
          {t('members.wallet.balance')}{' '}
          <strong>
            <Money twd={member.wallet_balance} />
          </strong>
        </p>
        <button type="button" className="button button--primary" onClick={openAdjustment}>
          {t('members.wallet.adjust')}
        </button>
      </section>
      <ListFrame
        list={walletList}
        caption={t('members.wallet.caption', { name: member.name })}
        columns={columns}
        tableClassName="money-table"
        empty={{ title: t('members.wallet.empty') }}
        noMatch={t('members.wallet.empty')}
      />
      <AdjustDialog member={member} />
      <MemberAudit id={member.id} />
    </>
  );
}

/** A member's wallet: the balance, its history newest first, and adjusting it with a reason. */
export default function MemberWalletScreen() {
  return <MemberFrame>{(member) => <Wallet member={member} />}</MemberFrame>;
}
