/**
 * A lecturer's packages: the keyword and page read from and written to the address, the page
 * they give, and deleting one (refused while a discount on it has not ended: the server says so).
 */
import type { CoursePackage } from '../../../server/src/contract/discounts.ts';
import { ApiError } from '../../api/client.ts';
import { deletePackage, fetchPackages, type PackageList } from '../../api/packages.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { askConfirm } from '../unsaved.ts';

/** The filters of the list, as the address holds them. */
export interface PackageFilters {
  readonly keyword: string;
  readonly page: number;
}

/** Reads filters from a query string; malformed values fall back to the defaults. */
export function packageFiltersFromQuery(query: URLSearchParams): PackageFilters {
  const page = Number(query.get('page') ?? '');
  return {
    keyword: (query.get('keyword') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query of filters, leaving out defaults (for the address). */
export function queryOfPackageFilters(
  filters: PackageFilters,
): Record<string, string | number | undefined> {
  return {
    keyword: filters.keyword || undefined,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** One page of packages; the previous page stays shown while the next loads. */
export const packageListLoader = createLoader<PackageFilters, PackageList>(
  (filters, signal) =>
    fetchPackages(
      { page: filters.page, ...(filters.keyword === '' ? {} : { keyword: filters.keyword }) },
      signal,
    ),
  { keep: () => true },
);

/** Loads (again) the page the filters name. */
export function loadPackageList(filters: PackageFilters): Promise<void> {
  return packageListLoader.load(filters, true);
}

/**
 * Deletes a package once confirmed, then reloads the list; a refusal (a discount on it has not
 * ended) shows the server's message. Resolves whether it was deleted.
 */
export async function removePackage(item: CoursePackage): Promise<boolean> {
  const t = $t.get();
  const sure = await askConfirm({
    title: t('packages.delete.title'),
    message: t('packages.delete.message', { title: item.title }),
    confirmLabel: t('packages.delete.confirm'),
    cancelLabel: t('discounts.cancel'),
    danger: true,
  });
  if (!sure) return false;
  try {
    await deletePackage(item.id);
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  showToast('success', t('packages.delete.done'));
  await packageListLoader.retry();
  return true;
}
