import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { Member, MemberStatus } from '../../../server/src/contract/members.ts';
import type { ItemKind } from '../../../server/src/contract/plain/items.ts';
import { fetchMemberAudit } from '../../api/members.ts';
import { formatPrice } from '../../i18n/format.ts';
import { idParam } from '../../routes/params.ts';
import { wordsOf } from '../../stores/audit.ts';
import { $page } from '../../stores/page.ts';
import { $auditVersion, loadMember, memberLoader } from '../../stores/members/member.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { AuditTrail } from '../ui/AuditTrail.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { Money } from '../ui/Money.tsx';

/** The words of each member status. */
export const memberStatusLabels: Readonly<Record<MemberStatus, string>> = {
  ACTIVE: 'members.status.ACTIVE',
  BLOCKED: 'members.status.BLOCKED',
};

/** The words of each kind of item a member may be given. */
export const itemKindLabels: Readonly<Record<ItemKind, string>> = {
  courses: 'members.grants.kind.courses',
  ebooks: 'members.grants.kind.ebooks',
  articles: 'members.grants.kind.articles',
};

/** A member's status as a badge (words, not colour only). */
export function MemberStatusBadge({ status }: { readonly status: MemberStatus }) {
  const t = useT();
  return (
    <span
      className={`money-badge ${status === 'ACTIVE' ? 'money-badge--paid' : 'money-badge--rejected'}`}
    >
      {t(memberStatusLabels[status])}
    </span>
  );
}

/** Loads the member of the route's `member_id` and renders their screen once they came. */
export function MemberFrame({ children }: { readonly children: (member: Member) => ReactNode }) {
  const page = useStore($page);
  const state = useStore(memberLoader.$state);
  const id = idParam(page.params['member_id']);
  useEffect(() => {
    if (id !== null) void loadMember(id);
  }, [id]);
  if (id === null) return <ErrorView status={404} />;
  const shown = state.key === id ? state : { status: 'loading' as const, data: null };
  return (
    <LoadState state={shown} onRetry={() => void memberLoader.retry()}>
      {(member) => (
        <div className="stack money-screen member-screen">
          <MemberHeading member={member} />
          {children(member)}
        </div>
      )}
    </LoadState>
  );
}

/** The member's name, e-mail, status and balance above each of their screens. */
function MemberHeading({ member }: { readonly member: Member }) {
  const t = useT();
  return (
    <header className="member-heading">
      <h2 className="member-heading__name">{member.name}</h2>
      <span className="member-heading__email">{member.email}</span>
      <MemberStatusBadge status={member.status} />
      <span className="member-heading__balance">
        {t('members.wallet.balance')} <Money twd={member.wallet_balance} />
      </span>
    </header>
  );
}

/** The changes made to a member and their wallet, reloaded after each change. */
export function MemberAudit({ id }: { readonly id: number }) {
  const t = useT();
  const version = useStore($auditVersion);
  return (
    <AuditTrail
      load={(page, signal) => fetchMemberAudit(id, page, signal)}
      version={version}
      fields={{
        email: t('members.email'),
        name: t('members.name'),
        real_name: t('members.realName'),
        phone: t('members.phone'),
        status: t('members.status'),
        receivePlatformLatestEvents: t('members.settings.receivePlatformLatestEvents'),
        receiveCoursePromotion: t('members.settings.receiveCoursePromotion'),
        balance: t('members.wallet.balance'),
        amount: t('members.wallet.amount'),
        reason: t('members.wallet.reason'),
        coupon_id: t('members.audit.couponId'),
        coupon_code: t('members.audit.couponCode'),
        coupon_title: t('members.audit.couponTitle'),
        item_id: t('members.audit.itemId'),
        item_kind: t('members.audit.itemKind'),
        item_title: t('members.audit.itemTitle'),
      }}
      values={{
        status: wordsOf(t, memberStatusLabels),
        item_kind: wordsOf(t, itemKindLabels),
        balance: (value) => formatPrice(Number(value), 'TWD'),
        amount: (value) => formatPrice(Number(value), 'TWD'),
      }}
    />
  );
}
