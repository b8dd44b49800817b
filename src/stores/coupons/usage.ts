/**
 * A coupon's usage: its redemptions (who, with which code, on which order, how much off, when),
 * its generated single-use codes, generating more with a prefix, and their CSV export.
 */
import { MAX_GENERATED_CODES } from '../../../server/src/contract/plain/coupons.ts';
import {
  fetchCouponCodes,
  fetchCouponUsage,
  generateCouponCodes,
  type CouponCodes,
  type CouponUsage,
} from '../../api/coupons.ts';
import { taipeiTimeWithOffset, toCsv } from '../../../server/src/contract/plain/csv.ts';
import { saveFile } from '../../lib/save-file.ts';
import { createAction } from '../action.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';

/** A page of something of one coupon. */
export interface CouponPage {
  readonly code: string;
  readonly page: number;
}

/** A page of redemptions. */
export const redemptionsLoader = createLoader<CouponPage, CouponUsage>(({ code, page }, signal) =>
  fetchCouponUsage(code, page, signal),
);

/** A page of generated codes. */
export const generatedCodesLoader = createLoader<CouponPage, CouponCodes>(
  ({ code, page }, signal) => fetchCouponCodes(code, { page }, signal),
  { keep: () => true },
);

/** Loads a page of a coupon's redemptions. */
export function loadRedemptions(code: string, page: number): Promise<void> {
  return redemptionsLoader.load({ code, page });
}

/** Loads a page of a coupon's generated codes. */
export function loadGeneratedCodes(code: string, page: number, force = false): Promise<void> {
  return generatedCodesLoader.load({ code, page }, force);
}

/**
 * Generates single-use codes with a prefix, then shows the first page of codes again; the
 * server's refusal (a prefix that is not letters and digits) shows at the prefix field.
 */
export const codesGenerate = createAction(
  async (code: string, prefix: string, count: number) => {
    const answer = await generateCouponCodes(code, { prefix: prefix.trim(), count });
    await loadGeneratedCodes(code, 1, true);
    return answer.generated;
  },
  {
    done: (t, generated) => t('coupons.codes.generated', { count: generated }),
    failed: (t) => t('coupons.codes.failed'),
    inline: true,
  },
);

/**
 * Generates `count` single-use codes (1 to 10,000; another count is refused here, with a toast).
 * Resolves whether they were made.
 */
export function generateCodes(code: string, prefix: string, count: number): Promise<boolean> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED_CODES) {
    showToast('error', $t.get()('coupons.codes.countRange', { max: MAX_GENERATED_CODES }));
    return Promise.resolve(false);
  }
  return codesGenerate.run(code, prefix, count);
}

/** Rows per page of the export (the most the API gives at once). */
const EXPORT_PAGE = MAX_GENERATED_CODES;

/**
 * The CSV of every generated code of a coupon (header: code, redeemed at, member, created at;
 * times Asia/Taipei with their offset), paging through `GET codes?per_page=10000`.
 */
async function codesCsv(code: string): Promise<string> {
  const t = $t.get();
  const rows: string[][] = [
    [
      t('coupons.codes.csvCode'),
      t('coupons.codes.csvRedeemedAt'),
      t('coupons.codes.csvMember'),
      t('coupons.codes.csvCreatedAt'),
    ],
  ];
  for (let page = 1; ; page += 1) {
    const answer = await fetchCouponCodes(code, { page, per_page: EXPORT_PAGE });
    for (const each of answer.data)
      rows.push([
        each.code,
        each.redeemed_at === null ? '' : taipeiTimeWithOffset(each.redeemed_at),
        each.member_name ?? '',
        taipeiTimeWithOffset(each.created_at),
      ]);
    if (page >= answer.meta.last_page || answer.data.length === 0) break;
  }
  return toCsv(rows);
}

/** Saves a coupon's codes as `CODE-codes.csv` (the browser's download by default). */
export const codesExport = createAction(
  async (code: string, save: (file: Blob, name: string) => void = saveFile): Promise<void> => {
    const csv = await codesCsv(code);
    save(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${code}-codes.csv`);
  },
  { failed: (t) => t('coupons.codes.exportFailed') },
);
