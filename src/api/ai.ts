/** The writing assistant (`POST /lecturers/v2/{kind}/{id}/ai`). */
import type {
  AiBody,
  aiContract,
  AiResponse,
  StructureKind,
} from '../../server/src/contract/chapters.ts';
import { aiOperations } from '../../server/src/contract/plain/ai.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof aiContract>(aiOperations);

/** Asks the assistant to draft text (`POST .../ai`). */
export function askAssistant(kind: StructureKind, id: number, body: AiBody): Promise<AiResponse> {
  return call(operations.draft, { params: { kind, id }, body });
}
