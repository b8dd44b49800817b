import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Member, MemberCoupons } from '../../../server/src/contract/members.ts';
import { urlFor } from '../../routes/urls.ts';
import { loadMemberCoupons, memberCouponsLoader } from '../../stores/members/records.ts';
import { $page } from '../../stores/page.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { formatDiscount, percentOff } from '../../i18n/format.ts';
import { Money } from '../ui/Money.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { EmptyState, LoadState } from '../ui/LoadState.tsx';
import { useMoney } from '../ui/Price.tsx';
import { useT } from '../use-t.ts';
import { openGiveCoupon } from '../../stores/members/acting.ts';
import { GiveCouponDialog } from './ActingDialogs.tsx';
import { MemberAudit, MemberFrame } from './MemberParts.tsx';

type Owned = MemberCoupons['owned'][number];
type Used = MemberCoupons['used'][number];

/** A coupon's value: an amount off or a rate (85: 15 % off). */
function useCouponValue(): (coupon: Pick<Owned, 'type' | 'amount' | 'rate'>) => string {
  const t = useT();
  const money = useMoney();
  return (coupon) =>
    coupon.type === 'AMOUNT'
      ? t('members.coupons.amountOff', { price: money(coupon.amount ?? 0) })
      : t('members.coupons.rateOff', {
          rate: formatDiscount((coupon.rate ?? 100) / 100),
          percent: percentOff((coupon.rate ?? 100) / 100),
        });
}

function Coupons({
  member,
  coupons,
}: {
  readonly member: Member;
  readonly coupons: MemberCoupons;
}) {
  const t = useT();
  const locale = useStore($page).locale;
  const value = useCouponValue();
  return (
    <>
      <section className="money-card" aria-labelledby="member-owned-heading">
        <h3 id="member-owned-heading" className="money-card__title">
          {t('members.coupons.owned')}
        </h3>
        {coupons.owned.length === 0 ? (
          <EmptyState title={t('members.coupons.ownedEmpty')} />
        ) : (
          <DataTable<Owned>
            className="money-table"
            caption={t('members.coupons.ownedCaption', { name: member.name })}
            rows={coupons.owned}
            rowKey={(coupon) => coupon.id}
            columns={[
              {
                key: 'title',
                header: t('members.coupons.coupon'),
                rowHeader: true,
                cell: (coupon) => (
                  <>
                    {coupon.title}
                    <span className="money-table__sub money-table__code">{coupon.code}</span>
                  </>
                ),
              },
              { key: 'value', header: t('members.coupons.value'), cell: value },
              {
                key: 'ends',
                header: t('members.coupons.endsAt'),
                cell: (coupon) =>
                  coupon.ends_at ? taipeiDateTime(coupon.ends_at) : t('members.coupons.noEnd'),
              },
              {
                key: 'granted',
                header: t('members.coupons.grantedAt'),
                cell: (coupon) => taipeiDateTime(coupon.granted_at),
              },
              {
                key: 'used',
                header: t('members.coupons.used'),
                cell: (coupon) =>
                  t(coupon.used ? 'members.coupons.usedYes' : 'members.coupons.usedNo'),
              },
            ]}
          />
        )}
      </section>
      <section className="money-card" aria-labelledby="member-used-heading">
        <h3 id="member-used-heading" className="money-card__title">
          {t('members.coupons.usedHeading')}
        </h3>
        {coupons.used.length === 0 ? (
          <EmptyState title={t('members.coupons.usedEmpty')} />
        ) : (
          <DataTable<Used>
            className="money-table"
            caption={t('members.coupons.usedCaption', { name: member.name })}
            rows={coupons.used}
            rowKey={(use) => use.id}
            columns={[
              {
                key: 'title',
                header: t('members.coupons.coupon'),
                rowHeader: true,
                cell: (use) => (
                  <>
                    {use.coupon.title}
                    <span className="money-table__sub money-table__code">{use.code}</span>
                  </>
                ),
              },
              {
                key: 'order',
                header: t('members.purchased.order'),
                cell: (use) =>
                  use.order.id === null ? (
                    use.order.order_no
                  ) : (
                    <a href={urlFor(locale, 'orders-order_id-edit', { order_id: use.order.id })}>
                      {use.order.order_no}
                    </a>
                  ),
              },
              {
                key: 'off',
                header: t('members.coupons.amountOffHeader'),
                className: 'data-table__number',
                cell: (use) => <Money twd={use.amount_off} />,
              },
              {
                key: 'at',
                header: t('members.coupons.usedAt'),
                cell: (use) => taipeiDateTime(use.redeemed_at),
              },
            ]}
          />
        )}
      </section>
    </>
  );
}

function CouponLists({ member }: { readonly member: Member }) {
  const state = useStore(memberCouponsLoader.$state);
  useEffect(() => {
    void loadMemberCoupons(member.id);
  }, [member.id]);
  const shown = state.key === member.id ? state : { status: 'loading' as const, data: null };
  const t = useT();
  return (
    <>
      <div className="member-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => openGiveCoupon(member.id)}
        >
          {t('members.coupons.give')}
        </button>
      </div>
      <LoadState state={shown} onRetry={() => void memberCouponsLoader.retry()} skeleton="table">
        {(coupons) => <Coupons member={member} coupons={coupons} />}
      </LoadState>
      <GiveCouponDialog member={member} />
      <MemberAudit id={member.id} />
    </>
  );
}

/**
 * A member's coupons: the ones given to them, and the ones they used with their orders; an
 * administrator gives them a platform coupon with a reason.
 */
export default function MemberCouponScreen() {
  return <MemberFrame>{(member) => <CouponLists member={member} />}</MemberFrame>;
}
