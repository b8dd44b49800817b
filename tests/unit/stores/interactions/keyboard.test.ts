import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, detail, page, post } from './fixtures.ts';

vi.mock('../../../../src/api/interactions.ts', async () => (await import('./fixtures.ts')).api);

const { threadLists } = await import('../../../../src/stores/interactions/list.ts');
const { $replyFocus, closeThread, openThread } =
  await import('../../../../src/stores/interactions/thread.ts');
const { isTextTarget, neighbourThread, replyShortcut, shortcutOf, solveShortcut } =
  await import('../../../../src/stores/interactions/keyboard.ts');

const press = (key: string, target: object | null = { tagName: 'A' }, held = {}) =>
  shortcutOf({ key, ctrlKey: false, altKey: false, metaKey: false, target, ...held });

describe('keys', () => {
  it('name the shortcuts', () => {
    expect(press('j')).toBe('next');
    expect(press('ArrowDown')).toBe('next');
    expect(press('k')).toBe('previous');
    expect(press('ArrowUp')).toBe('previous');
    expect(press('r')).toBe('reply');
    expect(press('s')).toBe('solve');
    expect(press('Escape')).toBe('close');
    expect(press('x')).toBeNull();
  });

  it('do nothing while typing or with a modifier held', () => {
    expect(press('j', { tagName: 'TEXTAREA' })).toBeNull();
    expect(press('j', { tagName: 'INPUT', type: 'search' })).toBeNull();
    expect(press('j', { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(press('s', { tagName: 'SELECT' })).toBeNull();
    expect(press('j', { tagName: 'INPUT', type: 'checkbox' })).toBe('next');
    expect(press('r', { tagName: 'A' }, { ctrlKey: true })).toBeNull();
    expect(press('s', { tagName: 'A' }, { metaKey: true })).toBeNull();
    expect(isTextTarget(null)).toBe(false);
  });
});

describe('moving through the list', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    closeThread();
    api.fetchWaiting.mockResolvedValue({ total: 0, by_type: {} });
    api.fetchThreads.mockResolvedValue(
      page([
        post(1, { type: 'discussions', solved: false }),
        post(2, { type: 'discussions', solved: false }),
        post(3, { type: 'discussions', solved: false }),
      ]),
    );
    const { discussions } = threadLists;
    discussions.loader.reset();
    await discussions.load(discussions.query.defaults);
  });

  it('goes to the first or last post when none is open, then to its neighbours', async () => {
    expect(neighbourThread(1)?.id).toBe(1);
    expect(neighbourThread(-1)?.id).toBe(3);
    api.fetchThread.mockResolvedValue(detail(post(2, { type: 'discussions', solved: false })));
    await openThread('discussions', 2);
    expect(neighbourThread(1)?.id).toBe(3);
    expect(neighbourThread(-1)?.id).toBe(1);
    api.fetchThread.mockResolvedValue(detail(post(3, { type: 'discussions', solved: false })));
    await openThread('discussions', 3);
    expect(neighbourThread(1)).toBeNull();
  });

  it('focuses the reply box only with a post open', async () => {
    const before = $replyFocus.get();
    expect(replyShortcut()).toBe(false);
    expect($replyFocus.get()).toBe(before);
    api.fetchThread.mockResolvedValue(detail(post(1, { type: 'discussions', solved: false })));
    await openThread('discussions', 1);
    expect(replyShortcut()).toBe(true);
    expect($replyFocus.get()).toBe(before + 1);
  });

  it('marks the open discussion solved, never a read-only one', async () => {
    const open = post(1, { type: 'discussions', solved: false });
    api.fetchThread.mockResolvedValue(detail(open, { can_reply: false }));
    await openThread('discussions', 1);
    expect(await solveShortcut()).toBe(false);
    expect(api.setDiscussionSolved).not.toHaveBeenCalled();

    api.fetchThread.mockResolvedValue(detail(open));
    await openThread('discussions', 2);
    await openThread('discussions', 1);
    api.setDiscussionSolved.mockResolvedValue(detail({ ...open, solved: true, waiting: false }));
    expect(await solveShortcut()).toBe(true);
    expect(api.setDiscussionSolved).toHaveBeenCalledWith(1, true);
  });
});
