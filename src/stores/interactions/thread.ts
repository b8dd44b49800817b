/**
 * The open post (the side panel): its thread, the reply being written and the writes on it
 * (reply, mark solved, publish, hide or show the post and each reply). Every write puts the
 * answer into the panel and into the post's row where it is, says what changed in the live
 * region, and asks again for the waiting counts.
 */
import { atom } from 'nanostores';
import type { ThreadDetail, ThreadType } from '../../../server/src/contract/interactions.ts';
import {
  fetchThread,
  replyToThread,
  setCreationPublished,
  setDiscussionSolved,
  setReplyDisplay,
  setThreadDisplay,
} from '../../api/interactions.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { askConfirm, markClean, markDirty } from '../unsaved.ts';
import { refreshCounts } from './counts.ts';
import { $leavingIds, updateRow } from './list.ts';

/** Which post is open. */
export interface ThreadKey {
  readonly type: ThreadType;
  readonly id: number;
}

/** The open post with its replies. */
export const threadLoader = createLoader<ThreadKey, ThreadDetail>(({ type, id }, signal) =>
  fetchThread(type, id, signal),
);

/** The reply being written to the open post. */
export interface ReplyDraft {
  /** The editor's HTML. */
  readonly body: string;
  /** The server's message about the body (an empty reply), shown at the field. */
  readonly error: string | null;
  readonly sending: boolean;
  /** Changes when the editor must show `body` again (another post, a reply sent). */
  readonly resetKey: number;
}

const emptyDraft: ReplyDraft = { body: '', error: null, sending: false, resetKey: 0 };

/** The reply being written. */
export const $reply = atom<ReplyDraft>(emptyDraft);

/** A write on the open post is in flight. */
export const $threadBusy = atom(false);

/** The last change said in the panel's live region. */
export const $threadNotice = atom('');

/** Asks the reply box to take focus (the `r` shortcut); each request changes the number. */
export const $replyFocus = atom(0);

const REPLY_FORM = 'interaction-reply';
/** Replies typed to other posts, kept while the lecturer moves between posts. */
const drafts = new Map<string, string>();
const keyOf = ({ type, id }: ThreadKey) => `${type}:${String(id)}`;

function currentKey(): ThreadKey | null {
  return threadLoader.$state.get().key;
}

function keepDraft(): void {
  const key = currentKey();
  if (!key) return;
  const body = $reply.get().body;
  if (isBlank(body)) drafts.delete(keyOf(key));
  else drafts.set(keyOf(key), body);
  if (drafts.size === 0) markClean(REPLY_FORM);
}

/** Whether rich text holds no text (tags, spaces and &nbsp; only). */
export function isBlank(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, '')
      .trim() === ''
  );
}

/** Opens a post in the panel (its reply draft, if one was typed, comes back). */
export function openThread(type: ThreadType, id: number): Promise<void> {
  const current = currentKey();
  if (current?.type !== type || current.id !== id) {
    keepDraft();
    $reply.set({
      ...emptyDraft,
      body: drafts.get(keyOf({ type, id })) ?? '',
      resetKey: $reply.get().resetKey + 1,
    });
    $threadNotice.set('');
  }
  return threadLoader.load({ type, id });
}

/** Closes the panel (a typed reply is kept for when the post opens again). */
export function closeThread(): void {
  keepDraft();
  threadLoader.reset();
  $reply.set({ ...emptyDraft, resetKey: $reply.get().resetKey + 1 });
}

/** Changes the reply's text (the message about an empty reply goes). */
export function editReply(body: string): void {
  $reply.set({ ...$reply.get(), body, error: null });
  if (isBlank(body)) {
    const key = currentKey();
    if (key) drafts.delete(keyOf(key));
    if (drafts.size === 0) markClean(REPLY_FORM);
  } else markDirty(REPLY_FORM);
}

/** Asks the reply box to take focus. */
export function focusReply(): void {
  $replyFocus.set($replyFocus.get() + 1);
}

/** Puts a write's answer into the panel and the row, says what changed, refreshes the counts. */
function applied(key: ThreadKey, thread: ThreadDetail, notice: string): void {
  if (keyOf(currentKey() ?? key) === keyOf(key)) threadLoader.set(key, thread);
  updateRow(thread);
  const t = $t.get();
  $threadNotice.set(
    $leavingIds.get().has(thread.id) ? `${notice} ${t('interactions.notice.leaves')}` : notice,
  );
  void refreshCounts();
}

/** Runs a write on the open post; false when it failed (the client has said why). */
async function write(
  run: (key: ThreadKey) => Promise<ThreadDetail>,
  notice: (thread: ThreadDetail) => string,
): Promise<boolean> {
  const key = currentKey();
  if (!key || $threadBusy.get()) return false;
  $threadBusy.set(true);
  try {
    const thread = await run(key);
    applied(key, thread, notice(thread));
    return true;
  } catch (error) {
    if (error instanceof ApiError || error instanceof CancelledError) return false;
    throw error;
  } finally {
    $threadBusy.set(false);
  }
}

/**
 * Sends the reply. An empty one is refused by the server: its message shows at the field and the
 * text stays; a sent one empties the box.
 */
export async function sendReply(): Promise<boolean> {
  const key = currentKey();
  const draft = $reply.get();
  if (!key || draft.sending) return false;
  $reply.set({ ...draft, sending: true, error: null });
  try {
    const thread = await replyToThread(key.type, key.id, draft.body);
    drafts.delete(keyOf(key));
    if (drafts.size === 0) markClean(REPLY_FORM);
    $reply.set({ ...emptyDraft, resetKey: $reply.get().resetKey + 1 });
    applied(key, thread, $t.get()('interactions.notice.replied'));
    return true;
  } catch (error) {
    if (error instanceof CancelledError) {
      $reply.set({ ...$reply.get(), sending: false });
      return false;
    }
    if (!(error instanceof ApiError)) throw error;
    const message = error.status === 400 ? (error.fields['body']?.[0] ?? null) : null;
    if (message) error.claim();
    $reply.set({ ...$reply.get(), sending: false, error: message });
    return false;
  }
}

/** Marks the open discussion solved, or open again. */
export function toggleSolved(): Promise<boolean> {
  const thread = threadLoader.dataFor();
  if (thread?.type !== 'discussions') return Promise.resolve(false);
  const solved = !thread.solved;
  return write(
    (key) => setDiscussionSolved(key.id, solved),
    () => $t.get()(solved ? 'interactions.notice.solved' : 'interactions.notice.reopened'),
  );
}

/** Publishes the open student work to the course's students, or takes it back. */
export function togglePublished(): Promise<boolean> {
  const thread = threadLoader.dataFor();
  if (thread?.type !== 'creations') return Promise.resolve(false);
  const published = !thread.published;
  return write(
    (key) => setCreationPublished(key.id, published),
    () => $t.get()(published ? 'interactions.notice.published' : 'interactions.notice.unpublished'),
  );
}

/** Hides the open post from students (after a confirmation) or shows it again. */
export async function toggleThreadDisplay(): Promise<boolean> {
  const thread = threadLoader.dataFor();
  if (!thread) return false;
  const display = !thread.display;
  const t = $t.get();
  if (
    !display &&
    !(await askConfirm({
      title: t('interactions.hide.title'),
      message: t('interactions.hide.message'),
      confirmLabel: t('interactions.hide.confirm'),
      cancelLabel: t('interactions.cancel'),
      danger: true,
    }))
  )
    return false;
  return write(
    (key) => setThreadDisplay(key.type, key.id, display),
    () => t(display ? 'interactions.notice.shown' : 'interactions.notice.hidden'),
  );
}

/** Hides one reply of the open post (after a confirmation) or shows it again. */
export async function toggleReplyDisplay(replyId: number): Promise<boolean> {
  const reply = threadLoader.dataFor()?.replies.find((candidate) => candidate.id === replyId);
  if (!reply) return false;
  const display = !reply.display;
  const t = $t.get();
  if (
    !display &&
    !(await askConfirm({
      title: t('interactions.hideReplyConfirm.title'),
      message: t('interactions.hideReplyConfirm.message'),
      confirmLabel: t('interactions.hide.confirm'),
      cancelLabel: t('interactions.cancel'),
      danger: true,
    }))
  )
    return false;
  return write(
    (key) => setReplyDisplay(key.type, key.id, replyId, display),
    () => t(display ? 'interactions.notice.replyShown' : 'interactions.notice.replyHidden'),
  );
}
