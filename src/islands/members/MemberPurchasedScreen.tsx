import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Member, PurchasedLine } from '../../../server/src/contract/members.ts';
import { urlFor } from '../../routes/urls.ts';
import { pageOf } from '../../stores/finances/query-values.ts';
import { loadPurchased, purchasedLoader } from '../../stores/members/records.ts';
import { $page } from '../../stores/page.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { Money } from '../ui/Money.tsx';
import { lineKindLabels, OrderStatusBadge } from '../ui/OrderLabels.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useT } from '../use-t.ts';
import { MemberFrame } from './MemberParts.tsx';

function Purchased({ member }: { readonly member: Member }) {
  const t = useT();
  const page = useStore($page);
  const state = useStore(purchasedLoader.$state);
  const number = pageOf(page.query.get('page'));
  useEffect(() => {
    void loadPurchased({ id: member.id, page: number });
  }, [member.id, number]);
  const shown = state.key?.id === member.id ? state : { status: 'loading' as const, data: null };
  const columns: DataColumn<PurchasedLine>[] = [
    {
      key: 'item',
      header: t('members.purchased.item'),
      rowHeader: true,
      cell: (line) => (
        <>
          {line.title}
          <span className="money-table__sub">{t(lineKindLabels[line.kind])}</span>
        </>
      ),
    },
    {
      key: 'order',
      header: t('members.purchased.order'),
      cell: (line) => (
        <>
          <a href={urlFor(page.locale, 'orders-order_id-edit', { order_id: line.order.id })}>
            {line.order.order_no}
          </a>{' '}
          <OrderStatusBadge status={line.order.status} />
        </>
      ),
    },
    {
      key: 'pays',
      header: t('members.purchased.paid'),
      className: 'data-table__number',
      cell: (line) => <Money twd={line.pays} />,
    },
    {
      key: 'refunded',
      header: t('members.purchased.refunded'),
      className: 'data-table__number',
      cell: (line) => <Money twd={line.refunded} />,
    },
    {
      key: 'at',
      header: t('members.purchased.paidAt'),
      cell: (line) => taipeiDateTime(line.paid_at),
    },
  ];
  return (
    <PagedTable
      className="money-screen__body"
      tableClassName="money-table"
      caption={t('members.purchased.caption', { name: member.name })}
      state={shown}
      onRetry={() => void purchasedLoader.retry()}
      filtered={false}
      noMatch={{ title: '', clearLabel: '', clearHref: '' }}
      empty={{ title: t('members.purchased.empty') }}
      columns={columns}
      page={number}
      pageHref={(next) =>
        urlFor(
          page.locale,
          'members-member_id-purchased',
          { member_id: member.id },
          { page: next === 1 ? undefined : next },
        )
      }
    />
  );
}

/** What a member bought: each item with its order (linked), what was paid and refunded. */
export default function MemberPurchasedScreen() {
  return <MemberFrame>{(member) => <Purchased member={member} />}</MemberFrame>;
}
