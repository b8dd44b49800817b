import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/client.ts';

const api = vi.hoisted(() => ({ askAssistant: vi.fn() }));
vi.mock('../../../../src/api/chapters.ts', () => api);
const platform = vi.hoisted(() => ({ fetchConfigs: vi.fn() }));
vi.mock('../../../../src/api/platform.ts', () => platform);
vi.mock('../../../../src/api/ai.ts', () => api);

const { $assistant, $assistantEnabled, askForDraft, clearAssistant, loadAssistantAvailability } =
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

describe('assistant availability', () => {
  beforeEach(() => {
    platform.fetchConfigs.mockReset();
    $assistantEnabled.set(null);
  });

  it("is off when the API answers 'false', and asks only once", async () => {
    platform.fetchConfigs.mockResolvedValue({
      data: [{ key: 'assistant_enabled', value: 'false' }],
    });
    await loadAssistantAvailability();
    await loadAssistantAvailability();
    expect(platform.fetchConfigs).toHaveBeenCalledTimes(1);
    expect(platform.fetchConfigs).toHaveBeenCalledWith(['assistant_enabled']);
    expect($assistantEnabled.get()).toBe(false);
  });

  it("is on when the API answers 'true'", async () => {
    platform.fetchConfigs.mockResolvedValue({
      data: [{ key: 'assistant_enabled', value: 'true' }],
    });
    await loadAssistantAvailability();
    expect($assistantEnabled.get()).toBe(true);
  });

  it('stays unknown (hidden) when the read fails or the key is missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    platform.fetchConfigs.mockRejectedValueOnce(new Error('offline'));
    await loadAssistantAvailability();
    expect($assistantEnabled.get()).toBeNull();
    platform.fetchConfigs.mockResolvedValueOnce({ data: [] });
    await loadAssistantAvailability();
    expect($assistantEnabled.get()).toBe(false);
  });
});
