/**
 * Coupons (`/lecturers/v2/global_coupons`): the list, its labels and the courses a coupon can
 * name, the list's CSV export, one coupon and its writes, the price preview, bulk actions, the redemptions and the
 * generated single-use codes.
 */
import type {
  Coupon,
  CouponBody,
  CouponBulkAction,
  CouponBulkEndResponse,
  CouponBulkTrashResponse,
  CouponExportQuery,
  CouponListQuery,
  CouponListResponse,
  CouponPreview,
  couponsContract,
  CouponStopBody,
  CouponUpdateBody,
} from '../../server/src/contract/coupons.ts';
import { couponsOperations } from '../../server/src/contract/plain/coupons.ts';
import type { ExportRun } from '../stores/exports.ts';
import { selectionQuery } from './selection.ts';
import { call, download } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof couponsContract>(couponsOperations);

/** One page of the courses a coupon can name. */
export type CouponCourses = AnswerOf<typeof couponsContract.courses>;
/** One page of the member groups a coupon can be limited to. */
export type CouponGroups = AnswerOf<typeof couponsContract.groups>;
/** One page of redemptions. */
export type CouponUsage = AnswerOf<typeof couponsContract.usage>;
/** One page of generated codes. */
export type CouponCodes = AnswerOf<typeof couponsContract.codes>;
/** How many codes a generation made, and how many the coupon holds. */
export type GeneratedCount = AnswerOf<typeof couponsContract.generate>;

/**
 * Streams the CSV of every coupon the filters keep, or of the list's selection (`codes`), in their
 * order (`GET .../global_coupons/export`).
 */
export function exportCoupons(
  query: Omit<CouponExportQuery, 'codes'> & { readonly codes?: readonly string[] },
): ExportRun {
  const { codes, ...filters } = query;
  const wire: CouponExportQuery = { ...filters, ...selectionQuery('codes', codes) };
  return (signal, onProgress) =>
    download(operations.export, { query: { ...wire }, signal }, onProgress);
}

/** Loads one page of coupons (`GET /lecturers/v2/global_coupons`). */
export function fetchCoupons(
  query: CouponListQuery,
  signal?: AbortSignal,
): Promise<CouponListResponse> {
  return call(operations.list, { query: { ...query }, signal });
}

/** The labels the viewer's coupons carry (`GET .../global_coupons/labels`). */
export function fetchCouponLabels(signal?: AbortSignal): Promise<{ data: string[] }> {
  return call(operations.labels, { signal });
}

/** One page of the courses a coupon can name (`GET .../global_coupons/courses`). */
export function fetchCouponCourses(
  query: { readonly keyword?: string; readonly page: number },
  signal?: AbortSignal,
): Promise<CouponCourses> {
  return call(operations.courses, { query: { ...query }, signal });
}

/** One page of the member groups a platform coupon can be limited to (`GET .../global_coupons/groups`). */
export function fetchCouponGroups(
  query: { readonly page: number; readonly per_page?: number },
  signal?: AbortSignal,
): Promise<CouponGroups> {
  return call(operations.groups, { query: { ...query }, signal });
}

/** Loads one coupon with its courses (`GET .../global_coupons/{code}`). */
export function fetchCoupon(code: string, signal?: AbortSignal): Promise<Coupon> {
  return call(operations.get, { params: { code }, signal });
}

/** Creates a coupon (`POST .../global_coupons`). */
export function createCoupon(body: CouponBody): Promise<Coupon> {
  return call(operations.create, { body, json: true });
}

/** Changes a coupon (`PUT .../global_coupons/{code}`). */
export function updateCoupon(code: string, body: CouponUpdateBody): Promise<Coupon> {
  return call(operations.update, { params: { code }, body, json: true });
}

/** Deletes a coupon (`DELETE .../global_coupons/{code}`); a redeemed one answers 400. */
export function deleteCoupon(code: string): Promise<{ deleted: true; trash_id: number }> {
  return call(operations.remove, { params: { code } });
}

/** What a student pays with the coupon now (`POST .../global_coupons/preview`); writes nothing. */
export function previewCoupon(
  body: CouponUpdateBody,
  signal?: AbortSignal,
): Promise<CouponPreview> {
  return call(operations.preview, { body, json: true, repeatable: true, signal });
}

/** Disables, enables or ends now the coupons named, all or none (`POST .../global_coupons/bulk`). */
export function bulkCoupons(
  action: CouponBulkAction,
  codes: readonly string[],
): Promise<AnswerOf<typeof couponsContract.bulk>> {
  return call(operations.bulk, { body: { action, codes: [...codes] }, json: true });
}

/** Ends now each selected active coupon; the others are refused by code (`POST .../bulk/end`). */
export function bulkEndCoupons(codes: readonly string[]): Promise<CouponBulkEndResponse> {
  return call(operations.bulkEnd, { body: { codes: [...codes] }, json: true });
}

/** Moves each selected coupon never used to the trash; the others are refused (`POST .../bulk/trash`). */
export function bulkTrashCoupons(codes: readonly string[]): Promise<CouponBulkTrashResponse> {
  return call(operations.bulkTrash, { body: { codes: [...codes] }, json: true });
}

/**
 * An administrator ends or disables a coupon (a lecturer's included) with a reason
 * (`PUT .../{code}/stop`).
 */
export function stopCoupon(code: string, body: CouponStopBody): Promise<Coupon> {
  return call(operations.stop, { params: { code }, body, json: true });
}

/** One page of a coupon's redemptions, newest first (`GET .../{code}/usage`). */
export function fetchCouponUsage(
  code: string,
  page: number,
  signal?: AbortSignal,
): Promise<CouponUsage> {
  return call(operations.usage, { params: { code }, query: { page }, signal });
}

/** One page of a coupon's generated codes (`GET .../{code}/codes`). */
export function fetchCouponCodes(
  code: string,
  query: { readonly page: number; readonly per_page?: number },
  signal?: AbortSignal,
): Promise<CouponCodes> {
  return call(operations.codes, { params: { code }, query: { ...query }, signal });
}

/** Generates single-use codes with a prefix (`POST .../{code}/codes`). */
export function generateCouponCodes(
  code: string,
  body: { readonly prefix: string; readonly count: number },
): Promise<GeneratedCount> {
  return call(operations.generate, { params: { code }, body: { ...body }, json: true });
}
