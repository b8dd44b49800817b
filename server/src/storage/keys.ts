import type { StoredObject } from './storage.ts';

/** Keys a storage accepts: relative paths of plain segments, never `.` or `..`. */
const segment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The key when it is a safe relative path; throws otherwise (a programming error). */
export function checkedKey(key: string): string {
  if (!key.split('/').every((part) => segment.test(part))) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** The upload id at the start of a tus object name (`<id>`, `<id>.json`, `<id>.info`, …). */
export function uploadIdOfName(name: string): string | undefined {
  return /^([0-9a-f]{32})(\.(json|info|part))?$/.exec(name)?.[1];
}

/** The upload ids of a listing of `uploads/`, each with its newest object's time. */
export function uploadIdsIn(objects: readonly StoredObject[]): Map<string, Date> {
  const ids = new Map<string, Date>();
  for (const { key, modified } of objects) {
    const id = uploadIdOfName(key.slice('uploads/'.length));
    if (id && (ids.get(id) ?? modified) <= modified) ids.set(id, modified);
  }
  return ids;
}
