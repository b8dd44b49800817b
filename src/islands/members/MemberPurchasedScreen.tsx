import { useStore } from '@nanostores/react';
import type { Member, PurchasedLine } from '../../../server/src/contract/members.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { urlFor } from '../../routes/urls.ts';
import { purchasedList } from '../../stores/members/records.ts';
import { $page } from '../../stores/page.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { Money } from '../ui/Money.tsx';
import { lineKindLabels, OrderStatusBadge } from '../ui/OrderLabels.tsx';
import { useT } from '../use-t.ts';
import { openGrant } from '../../stores/members/acting.ts';
import { GrantDialog, GrantedList } from './ActingDialogs.tsx';
import { MemberAudit, MemberFrame } from './MemberParts.tsx';

function Purchased({ member }: { readonly member: Member }) {
  const t = useT();
  const { locale } = useStore($page);
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
          <a href={urlFor(locale, 'orders-order_id-edit', { order_id: line.order.id })}>
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
    <>
      <ListFrame
        list={purchasedList}
        caption={t('members.purchased.caption', { name: member.name })}
        columns={columns}
        tableClassName="money-table"
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => openGrant(member.id)}
          >
            {t('members.grants.grant')}
          </button>
        }
        empty={{ title: t('members.purchased.empty') }}
        noMatch={t('members.purchased.empty')}
      />
      <GrantedList member={member} />
      <GrantDialog member={member} />
      <MemberAudit id={member.id} />
    </>
  );
}

/**
 * What a member bought: each item with its order (linked), what was paid and refunded; and what
 * an administrator gave them (granted, revocable with a reason).
 */
export default function MemberPurchasedScreen() {
  return <MemberFrame>{(member) => <Purchased member={member} />}</MemberFrame>;
}
