import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Member, WalletEntry, WalletEntryKind } from '../../../server/src/contract/members.ts';
import { urlFor } from '../../routes/urls.ts';
import { pageOf } from '../../stores/finances/query-values.ts';
import { loadWallet, openAdjustment, walletLoader } from '../../stores/members/wallet.ts';
import { $page } from '../../stores/page.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { Money } from '../ui/Money.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
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
  const page = useStore($page);
  const state = useStore(walletLoader.$state);
  const number = pageOf(page.query.get('page'));
  useEffect(() => {
    void loadWallet({ id: member.id, page: number });
  }, [member.id, number]);
  const shown = state.key?.id === member.id ? state : { status: 'loading' as const, data: null };
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
          <a href={urlFor(page.locale, 'orders-order_id-edit', { order_id: entry.order.id })}>
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
      <PagedTable
        className="money-screen__body"
        tableClassName="money-table"
        caption={t('members.wallet.caption', { name: member.name })}
        state={shown}
        onRetry={() => void walletLoader.retry()}
        filtered={false}
        noMatch={{ title: '', clearLabel: '', clearHref: '' }}
        empty={{ title: t('members.wallet.empty') }}
        columns={columns}
        page={number}
        pageHref={(next) =>
          urlFor(
            page.locale,
            'members-member_id-wallet',
            { member_id: member.id },
            { page: next === 1 ? undefined : next },
          )
        }
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
