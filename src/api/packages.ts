/** A lecturer's packages (`/lecturers/v2/packages`): the list and the writes. */
import type {
  CoursePackage,
  PackageBody,
  packagesContract,
} from '../../server/src/contract/discounts.ts';
import {
  packagesOperations,
  type PackageStatus,
} from '../../server/src/contract/plain/discounts.ts';
import { call } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof packagesContract>(packagesOperations);

/** One page of packages. */
export type PackageList = AnswerOf<typeof packagesContract.list>;

/** Loads one page of packages (`GET /lecturers/v2/packages`). */
export function fetchPackages(
  query: {
    readonly page: number;
    readonly keyword?: string;
    readonly status?: PackageStatus;
    readonly owner?: 'platform' | number;
  },
  signal?: AbortSignal,
): Promise<PackageList> {
  return call(operations.list, { query: { ...query }, signal });
}

/** Creates a package (`POST .../packages`). */
export function createPackage(body: PackageBody): Promise<CoursePackage> {
  return call(operations.create, { body, json: true });
}

/** Replaces a package's title, price, courses and status (`PUT .../packages/{id}`). */
export function updatePackage(id: number, body: PackageBody): Promise<CoursePackage> {
  return call(operations.update, { params: { id }, body, json: true });
}

/** Deletes a package (`DELETE .../packages/{id}`). */
export function deletePackage(id: number): Promise<{ deleted: true }> {
  return call(operations.remove, { params: { id } });
}

/** An administrator closes a lecturer's package, with why (`PUT .../packages/{id}/close`). */
export function closePackage(id: number, reason: string): Promise<CoursePackage> {
  return call(operations.close, { params: { id }, body: { reason }, json: true });
}
