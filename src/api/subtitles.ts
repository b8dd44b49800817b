/** Subtitles of lectures (uploading goes through `/v2/files`, see lib/uploads). */
import type {
  RemovedResponse,
  StructureKind,
  subtitlesContract,
} from '../../server/src/contract/chapters.ts';
import { subtitlesOperations } from '../../server/src/contract/plain/subtitles.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof subtitlesContract>(subtitlesOperations);

/** Deletes a subtitle (`DELETE .../subtitles/{subtitle_id}`). */
export function deleteSubtitle(
  kind: StructureKind,
  id: number,
  subtitleId: number,
): Promise<RemovedResponse> {
  return call(operations.remove, { params: { kind, id, subtitle_id: subtitleId } });
}
