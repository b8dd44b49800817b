import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect } from 'react';
import { urlFor } from '../../routes/urls.ts';
import { startCouponCreate } from '../../stores/coupons/form.ts';
import { $page } from '../../stores/page.ts';
import { CouponForm } from './CouponForm.tsx';

/** A new coupon: the coupon form from blank; once saved, its edit screen opens. */
export default function CouponCreateScreen() {
  const page = useStore($page);
  useEffect(() => {
    startCouponCreate();
  }, []);
  return (
    <CouponForm
      onSaved={(code) =>
        void navigate(
          urlFor(page.locale, 'coupons-coupon_code-mode', { coupon_code: code, mode: 'edit' }),
        )
      }
    />
  );
}
