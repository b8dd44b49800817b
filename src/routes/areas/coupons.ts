/** Coupons: the list, a new coupon, and a coupon's edit and usage screens. */
import { inSection } from '../define.ts';

/** Declares one of the area's routes: they all hang under the coupons section. */
const route = inSection('coupons');

/** The area's screens. */
export const routes = [
  route('coupons', '/coupons', 'coupons/CouponListScreen', {
    list: true,
    title: 'page.coupons',
    persist: true,
  }),
  route('coupons-create', '/coupons/create', 'coupons/CouponCreateScreen', {
    link: 'coupons',
    title: 'page.coupons.create',
  }),
  route('coupons-coupon_code-mode', '/coupons/{coupon_code}/{mode?}', 'coupons/CouponScreen', {
    link: 'coupons',
    title: 'page.coupons.detail',
  }),
] as const;
