// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { PricePreview } from '../../../src/islands/coupons/CouponForm.tsx';
import { $couponPreview } from '../../../src/stores/coupons/form.ts';
import { $i18n } from '../../../src/stores/i18n.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const course = (id: number, title: string, price: number) =>
  ({ id, title, kind: 'courses', price }) as const;

let root: Root | undefined;

function render(): HTMLElement {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root?.render(<PricePreview />));
  return container;
}

/** How many times `text` occurs in `whole`. */
const count = (whole: string, text: string) => whole.split(text).length - 1;

describe('the coupon price preview', () => {
  beforeEach(() => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
  });
  afterEach(() => {
    act(() => root?.unmount());
    $couponPreview.set(null);
  });

  it('shows each price of a one-course cart once', () => {
    $couponPreview.set({
      carts: [
        {
          lines: [{ course: course(1, 'Python', 1000), list_price: 1000, pays: 850 }],
          list_total: 1000,
          total: 850,
          refusal: null,
        },
      ],
    });
    const text = render().textContent;
    expect(text).toContain('Python');
    expect(count(text, 'NT$850')).toBe(1);
    expect(count(text, 'NT$1,000')).toBe(1);
  });

  it('prices the lines of a bundle, then its total, each once', () => {
    $couponPreview.set({
      carts: [
        {
          lines: [
            { course: course(1, 'Python', 1000), list_price: 1000, pays: 850 },
            { course: course(2, 'Go', 600), list_price: 600, pays: 510 },
          ],
          list_total: 1600,
          total: 1360,
          refusal: null,
        },
      ],
    });
    const text = render().textContent;
    for (const price of ['NT$850', 'NT$1,000', 'NT$510', 'NT$600', 'NT$1,360', 'NT$1,600'])
      expect(count(text, price), price).toBe(1);
  });
});
