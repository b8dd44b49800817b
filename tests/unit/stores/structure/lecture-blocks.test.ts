import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlocksResponse, CompilerResponse } from '../../../../server/src/contract/chapters.ts';
import { CancelledError } from '../../../../src/api/client.ts';

type Save = (
  kind: string,
  id: number,
  lectureId: number,
  body: { blocks: unknown[] },
  signal?: AbortSignal,
) => Promise<BlocksResponse>;
const api = vi.hoisted(() => ({
  saveLectureBlocks: vi.fn<Save>(),
  runCompiler: vi.fn<(body: unknown, signal?: AbortSignal) => Promise<CompilerResponse>>(),
}));
vi.mock('../../../../src/api/lectures.ts', () => ({ saveLectureBlocks: api.saveLectureBlocks }));
vi.mock('../../../../src/api/compiler.ts', () => ({ runCompiler: api.runCompiler }));

const blocks = await import('../../../../src/stores/structure/lecture-blocks.ts');
const { $dirtyForms } = await import('../../../../src/stores/unsaved.ts');

const contents = () => blocks.$blocks.get().map((row) => `${row.type}:${row.content}`);

describe('lecture blocks', () => {
  beforeEach(() => {
    api.saveLectureBlocks.mockReset();
    api.runCompiler.mockReset();
    blocks.loadBlocks([
      { type: 'TEXT', content: 'intro' },
      { type: 'CODE', content: 'console.log(1)' },
    ]);
  });

  it('adds, edits, moves and removes rows with buttons', () => {
    blocks.addBlock('TEXT');
    const [first, , third] = blocks.$blocks.get();
    blocks.setBlockContent(third?.key ?? 0, 'outro');
    blocks.moveBlock(first?.key ?? 0, 1);
    expect(contents()).toEqual(['CODE:console.log(1)', 'TEXT:intro', 'TEXT:outro']);
    blocks.moveBlock(third?.key ?? 0, 1);
    expect(contents()).toEqual(['CODE:console.log(1)', 'TEXT:intro', 'TEXT:outro']);
    blocks.removeBlock(first?.key ?? 0);
    expect(contents()).toEqual(['CODE:console.log(1)', 'TEXT:outro']);
    expect($dirtyForms.get().has('lecture-blocks')).toBe(true);
  });

  it('aborts the older save when a newer one starts', async () => {
    const signals: AbortSignal[] = [];
    api.saveLectureBlocks.mockImplementation((_kind, _id, _lecture, body, signal) => {
      if (signal) signals.push(signal);
      if (signals.length === 1)
        return new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new CancelledError('aborted')));
        });
      return Promise.resolve({
        data: body.blocks as BlocksResponse['data'],
      });
    });
    const first = blocks.saveBlocks('courses', 7, 11);
    blocks.addBlock('TEXT');
    const second = blocks.saveBlocks('courses', 7, 11);
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
    expect(blocks.$blocksSaving.get()).toBe(false);
    expect(api.saveLectureBlocks).toHaveBeenLastCalledWith(
      'courses',
      7,
      11,
      {
        blocks: [
          { type: 'TEXT', content: 'intro', language: null },
          { type: 'CODE', content: 'console.log(1)', language: 'javascript' },
          { type: 'TEXT', content: '', language: null },
        ],
      },
      signals[1],
    );
    expect($dirtyForms.get().has('lecture-blocks')).toBe(false);
  });

  it('runs the CODE rows and keeps stdout, stderr and the timeout flag', async () => {
    const result: CompilerResponse = {
      stdout: '1\n',
      stderr: 'warn\n',
      exit_code: 0,
      timed_out: true,
      duration_ms: 5,
    };
    api.runCompiler.mockResolvedValue(result);
    await blocks.runProgram();
    expect(api.runCompiler).toHaveBeenCalledWith(
      { language: 'javascript', code: 'console.log(1)' },
      expect.any(AbortSignal),
    );
    expect(blocks.$compiler.get()).toEqual({ status: 'done', result });
  });

  it('reports a failed run', async () => {
    api.runCompiler.mockRejectedValue(new Error('offline'));
    await blocks.runProgram();
    expect(blocks.$compiler.get()).toEqual({
      status: 'failed',
      message: 'compiler.failed',
    });
  });
});
