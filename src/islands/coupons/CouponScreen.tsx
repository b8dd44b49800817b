import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect } from 'react';
import { urlFor } from '../../routes/urls.ts';
import { couponDelete, couponLoader, startCouponEdit } from '../../stores/coupons/form.ts';
import { $page } from '../../stores/page.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { CouponForm } from './CouponForm.tsx';
import { couponValue, CouponStatusBadge } from './CouponParts.tsx';
import { CouponUsage } from './CouponUsage.tsx';
import { CouponStopDialog } from './CouponStopDialog.tsx';
import { openCouponStop } from '../../stores/coupons/oversight.ts';
import { $session } from '../../stores/session.ts';
import { formatDay } from '../../lib/local-day.ts';

/**
 * One coupon (`/coupons/{code}/{mode?}`): its header (code, status, value) with links to its edit
 * view (no mode, or `edit`) and its usage (`usage`: redemptions and generated codes). An
 * administrator only looks at a lecturer's coupon, and may end or disable it with a reason.
 */
export default function CouponScreen() {
  const t = useT();
  const page = useStore($page);
  const state = useStore(couponLoader.$state);
  const deleting = useStore(couponDelete.$busy);
  const session = useStore($session);
  const admin = session.status === 'ready' && 'persona' in session && session.persona === 'admin';
  const code = page.params['coupon_code'] ?? '';
  const mode = page.params['mode'] === 'usage' ? 'usage' : 'edit';

  useEffect(() => {
    if (code) void startCouponEdit(code, true);
  }, [code]);

  const modeHref = (next: 'edit' | 'usage') =>
    urlFor(page.locale, 'coupons-coupon_code-mode', { coupon_code: code, mode: next });
  const onDelete = async () => {
    if (await couponDelete.run(code))
      await navigate(urlFor(page.locale, 'coupons', {}, { status: 'ALL' }));
  };

  return (
    <LoadState state={state} onRetry={() => void couponLoader.retry()}>
      {(coupon) => (
        <section className="coupon-screen" aria-labelledby="coupon-heading">
          <header className="coupon-screen__header">
            <h2 id="coupon-heading">
              {coupon.code} <span className="coupon-screen__title">{coupon.title}</span>
            </h2>
            <CouponStatusBadge status={coupon.status} />
            <span>{couponValue(t, coupon)}</span>
            <span>
              {coupon.total_limit === null
                ? t('coupons.list.usedUnlimited', { used: coupon.used })
                : t('coupons.list.usedOf', { used: coupon.used, limit: coupon.total_limit })}
            </span>
            {coupon.group && <span>{t('coupons.audienceOf', { name: coupon.group.name })}</span>}
          </header>
          <nav className="coupon-screen__modes" aria-label={t('coupons.modes')}>
            <a href={modeHref('edit')} aria-current={mode === 'edit' ? 'page' : undefined}>
              {t('coupons.mode.edit')}
            </a>
            <a href={modeHref('usage')} aria-current={mode === 'usage' ? 'page' : undefined}>
              {t('coupons.mode.usage')}
            </a>
          </nav>
          {admin && coupon.owner !== null && mode === 'edit' ? (
            <section className="coupon-oversight" aria-labelledby="coupon-oversight-heading">
              <h3 id="coupon-oversight-heading">
                {t('coupons.oversight.owner', { name: coupon.owner.name })}
              </h3>
              <p>{t('coupons.oversight.readOnly')}</p>
              <p>
                {t('coupons.list.dates', {
                  start: formatDay(coupon.starts_at, true),
                  end: coupon.ends_at ? formatDay(coupon.ends_at, true) : t('coupons.list.noEnd'),
                })}
              </p>
              <div className="form-actions">
                <button
                  type="button"
                  className="button button--danger"
                  disabled={coupon.status === 'EXPIRED'}
                  onClick={() => openCouponStop(coupon.code, 'end')}
                >
                  {t('coupons.stop.end')}
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  disabled={coupon.status === 'DISABLED'}
                  onClick={() => openCouponStop(coupon.code, 'disable')}
                >
                  {t('coupons.stop.disable')}
                </button>
              </div>
              <CouponStopDialog />
            </section>
          ) : mode === 'edit' ? (
            <CouponForm
              code={coupon.code}
              onSaved={() => undefined}
              extraActions={
                <button
                  type="button"
                  className="button button--danger"
                  disabled={deleting}
                  onClick={() => void onDelete()}
                >
                  {t('coupons.delete.open')}
                </button>
              }
            />
          ) : (
            <CouponUsage code={coupon.code} />
          )}
        </section>
      )}
    </LoadState>
  );
}
