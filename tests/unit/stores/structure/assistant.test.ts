import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/client.ts';

const api = vi.hoisted(() => ({ askAssistant: vi.fn() }));
vi.mock('../../../../src/api/chapters.ts', () => api);
vi.mock('../../../../src/api/ai.ts', () => api);

const { $assistant, askForDraft, clearAssistant } =
  await import('../../../../src/stores/structure/assistant.ts');

describe('assistant', () => {
  beforeEach(() => {
    api.askAssistant.mockReset();
    clearAssistant();
  });

  it("shows the server's message when no provider is configured, never a made-up text", async () => {
    api.askAssistant.mockRejectedValue(
      new ApiError(400, {}, 'No assistant provider is configured.'),
    );
    await askForDraft('courses', 7, 'summaries', 'short');
    expect(api.askAssistant).toHaveBeenCalledWith('courses', 7, {
      task: 'summaries',
      prompt: 'short',
    });
    expect($assistant.get()).toEqual({
      status: 'refused',
      message: 'No assistant provider is configured.',
    });
  });

  it("keeps the provider's draft", async () => {
    api.askAssistant.mockResolvedValue({ text: 'Chapter 1', provider: 'test' });
    await askForDraft('ebooks', 3, 'outline');
    expect(api.askAssistant).toHaveBeenCalledWith('ebooks', 3, { task: 'outline' });
    expect($assistant.get()).toEqual({
      status: 'done',
      answer: { text: 'Chapter 1', provider: 'test' },
    });
  });
});
