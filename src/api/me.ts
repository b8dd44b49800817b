/** The current user: me, permissions, acknowledged prompts. */
import type { meContract, MeResponse, PermissionsResponse } from '../../server/src/contract/me.ts';
import { meOperations } from '../../server/src/contract/plain/me.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof meContract>(meOperations);

/** Loads the signed-in user (`GET /v2/me`). */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return call(operations.get, { signal });
}

/** Loads the user's permission keys (`GET /lecturers/v2/permissions`). */
export function fetchPermissions(signal?: AbortSignal): Promise<PermissionsResponse> {
  return call(operations.permissions, { signal });
}

/** Records that the user saw a one-time prompt; answers every key they saw (`POST /v2/me/prompts`). */
export function acknowledgePrompt(key: string): Promise<{ prompts: string[] }> {
  return call(operations.acknowledgePrompt, { body: { key } });
}
