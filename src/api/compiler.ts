/** The compiler (`POST /lecturers/v2/compiler`): runs a JavaScript program on the server. */
import type {
  CompilerBody,
  compilerContract,
  CompilerResponse,
} from '../../server/src/contract/chapters.ts';
import { compilerOperations } from '../../server/src/contract/plain/compiler.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof compilerContract>(compilerOperations);

/** Runs a program; the same program may run again at once (not a duplicate write). */
export function runCompiler(body: CompilerBody, signal?: AbortSignal): Promise<CompilerResponse> {
  return call(operations.run, { body, repeatable: true, signal });
}
