/**
 * A coupon's usage: its redemptions (who, with which code, on which order, how much off, when),
 * its generated single-use codes, generating more with a prefix, and their CSV export.
 */
import { atom } from 'nanostores';
import { MAX_GENERATED_CODES } from '../../../server/src/contract/plain/coupons.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import {
  fetchCouponCodes,
  fetchCouponUsage,
  generateCouponCodes,
  type CouponCodes,
  type CouponUsage,
} from '../../api/coupons.ts';
import { toCsv } from '../../../server/src/contract/plain/csv.ts';
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

/** Codes are being generated. */
export const $generating = atom(false);

/** The export is being built. */
export const $exporting = atom(false);

/** Loads a page of a coupon's redemptions. */
export function loadRedemptions(code: string, page: number): Promise<void> {
  return redemptionsLoader.load({ code, page });
}

/** Loads a page of a coupon's generated codes. */
export function loadGeneratedCodes(code: string, page: number, force = false): Promise<void> {
  return generatedCodesLoader.load({ code, page }, force);
}

/**
 * Generates `count` single-use codes (1 to 10,000) with a prefix, then shows the first page of
 * codes again. Resolves how many were made (0 when it failed; the client shows the server's
 * message).
 */
export async function generateCodes(code: string, prefix: string, count: number): Promise<number> {
  const t = $t.get();
  if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED_CODES) {
    showToast('error', t('coupons.codes.countRange', { max: MAX_GENERATED_CODES }));
    return 0;
  }
  if ($generating.get()) return 0;
  $generating.set(true);
  try {
    const answer = await generateCouponCodes(code, { prefix: prefix.trim(), count });
    showToast('success', t('coupons.codes.generated', { count: answer.generated }));
    await loadGeneratedCodes(code, 1, true);
    return answer.generated;
  } catch (error) {
    if (!(error instanceof CancelledError) && !(error instanceof ApiError && error.status < 500))
      showToast('error', t('coupons.codes.failed'));
    return 0;
  } finally {
    $generating.set(false);
  }
}

/** Rows per page of the export (the most the API gives at once). */
const EXPORT_PAGE = MAX_GENERATED_CODES;

/**
 * The CSV of every generated code of a coupon (header: code, redeemed at, member, created at),
 * paging through `GET codes?per_page=10000`. Null when it failed.
 */
export async function codesCsv(code: string): Promise<string | null> {
  if ($exporting.get()) return null;
  $exporting.set(true);
  const t = $t.get();
  try {
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
        rows.push([each.code, each.redeemed_at ?? '', each.member_name ?? '', each.created_at]);
      if (page >= answer.meta.last_page || answer.data.length === 0) break;
    }
    return toCsv(rows);
  } catch (error) {
    if (!(error instanceof CancelledError) && !(error instanceof ApiError && error.status < 500))
      showToast('error', t('coupons.codes.exportFailed'));
    return null;
  } finally {
    $exporting.set(false);
  }
}

/** The file name of a coupon's codes. */
export function codesFileName(code: string): string {
  return `${code}-codes.csv`;
}
