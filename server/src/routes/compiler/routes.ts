/** `POST /lecturers/v2/compiler`: runs a code lecture's JavaScript in a sandbox (lecturers and admins). */
import { compilerBody, compilerResponse } from '../../contract/chapters.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { runJavaScript } from './sandbox.ts';

/** Declared routes of the compiler. */
export const compilerRoutes: readonly RouteSpec[] = [
  defineRoute({
    method: 'post',
    path: '/lecturers/v2/compiler',
    summary:
      'Run a JavaScript program (a code lecture) in a sandbox without require, process, import or timers: console output captured (64 KB at most), the input readable as the global stdin, stopped after 2 seconds (timed_out) or 64 MB of heap. Exit code 0, 1 on an error, 124 on a timeout.',
    tag: 'lectures',
    access: { kind: 'role', roles: ['ADMIN', 'TEACHER'] },
    body: compilerBody,
    response: compilerResponse,
    handler: ({ body }) => runJavaScript(body.code, body.stdin ?? ''),
  }),
];
