/** Coupons: the list, a new coupon, and a coupon's edit and usage screens. */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('coupons', '/coupons', 'coupons/CouponListScreen', {
    list: true,
    title: 'page.coupons',
    section: 'coupons',
    persist: true,
  }),
  r('coupons-create', '/coupons/create', 'coupons/CouponCreateScreen', {
    link: 'coupons',
    title: 'page.coupons.create',
    section: 'coupons',
  }),
  r('coupons-coupon_code-mode', '/coupons/{coupon_code}/{mode?}', 'coupons/CouponScreen', {
    link: 'coupons',
    title: 'page.coupons.detail',
    section: 'coupons',
  }),
] as const;
