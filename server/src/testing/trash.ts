/** The trash in API tests: purging it as the hourly job does once 30 days have passed. */
import { TRASH_DAYS } from '../contract/plain/trash.ts';
import { purgeTrash } from '../trash/entries.ts';
import { removeStoredFiles } from '../uploads/targets.ts';
import type { TestApi } from './harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Purges every trash entry as if its 30 days had passed, files included. */
export async function purgeTrashNow(api: TestApi): Promise<void> {
  const later = new Date(Date.now() + (TRASH_DAYS + 1) * DAY_MS);
  for (;;) {
    const { entries, files } = await api.db.transaction((tx) => purgeTrash(tx, later));
    await removeStoredFiles(api.env, files);
    if (entries === 0) return;
  }
}
