/** The current user: me, permissions, acknowledged prompts. */
import type {
  MeResponse,
  PermissionsResponse,
  PromptsResponse,
} from '../../server/src/contract/me.ts';
import { http } from './http.ts';

/** Loads the signed-in user (`GET /v2/me`). */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return http.request({ path: '/v2/me', ...(signal ? { signal } : {}) });
}

/** Loads the user's permission keys (`GET /lecturers/v2/permissions`). */
export function fetchPermissions(signal?: AbortSignal): Promise<PermissionsResponse> {
  return http.request({ path: '/lecturers/v2/permissions', ...(signal ? { signal } : {}) });
}

/** Records that the user acknowledged a prompt (`POST /v2/me/prompts`). */
export function acknowledgePrompt(key: string): Promise<PromptsResponse> {
  return http.request({ method: 'POST', path: '/v2/me/prompts', body: { key } });
}
