/** Content blocks as stored: a CODE block is JavaScript unless told, a TEXT block has no language. */
import type { z } from 'zod';
import type { blocksBody, Block } from '../../contract/chapters.ts';

/** The blocks of a request as they are stored and answered. */
export function normalizeBlocks(blocks: z.output<typeof blocksBody>['blocks']): Block[] {
  return blocks.map((block) => ({
    type: block.type,
    content: block.content,
    language: block.type === 'CODE' ? (block.language ?? 'javascript') : null,
  }));
}
