/** The compiler (`POST /lecturers/v2/compiler`): runs a JavaScript program on the server. */
import type { CompilerBody, CompilerResponse } from '../../server/src/contract/chapters.ts';
import { http } from './http.ts';

/** Runs a program; the same program may run again at once (not a duplicate write). */
export function runCompiler(body: CompilerBody, signal?: AbortSignal): Promise<CompilerResponse> {
  return http.request({
    method: 'POST',
    path: '/lecturers/v2/compiler',
    body,
    repeatable: true,
    ...(signal ? { signal } : {}),
  });
}
