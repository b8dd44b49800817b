/**
 * The open post (the side panel): its thread, the reply being written and the writes on it
 * (reply, mark solved, publish, hide or show the post and each reply), each an action: one at a
 * time, a refused reply's message at the reply box, any other failure one toast. Every write puts
 * the answer into the panel and into the post's row where it is, says what changed in the live
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
import type { Translate } from '../../i18n/intl.ts';
import { createAction } from '../action.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { markClean, markDirty, type ConfirmRequest } from '../unsaved.ts';
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
  /** Changes when the editor must show `body` again (another post, a reply sent). */
  readonly resetKey: number;
}

const emptyDraft: ReplyDraft = { body: '', resetKey: 0 };

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

/**
 * Sends the reply. An empty one is refused by the server: its message shows at the field
 * (`$error`) and the text stays; a sent one empties the box.
 */
const reply = createAction(
  async (key: ThreadKey, body: string) => {
    const thread = await replyToThread(key.type, key.id, body);
    drafts.delete(keyOf(key));
    if (drafts.size === 0) markClean(REPLY_FORM);
    $reply.set({ ...emptyDraft, resetKey: $reply.get().resetKey + 1 });
    applied(key, thread, $t.get()('interactions.notice.replied'));
  },
  { inline: true, failed: (t) => t('interactions.reply.failed') },
);

/** A reply is being sent. */
export const $replySending = reply.$busy;

/** The server's message about the reply (an empty one), shown at the field. */
export const $replyError = reply.$error;

/** Opens a post in the panel (its reply draft, if one was typed, comes back). */
export function openThread(type: ThreadType, id: number): Promise<void> {
  const current = currentKey();
  if (current?.type !== type || current.id !== id) {
    keepDraft();
    $reply.set({
      body: drafts.get(keyOf({ type, id })) ?? '',
      resetKey: $reply.get().resetKey + 1,
    });
    reply.clearError();
    $threadNotice.set('');
  }
  return threadLoader.load({ type, id });
}

/** Closes the panel (a typed reply is kept for when the post opens again). */
export function closeThread(): void {
  keepDraft();
  threadLoader.reset();
  reply.clearError();
  $reply.set({ ...emptyDraft, resetKey: $reply.get().resetKey + 1 });
}

/** Changes the reply's text (the message about an empty reply goes). */
export function editReply(body: string): void {
  $reply.set({ ...$reply.get(), body });
  reply.clearError();
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

/** Sends the reply to the open post; resolves whether it was sent. */
export function sendReply(): Promise<boolean> {
  const key = currentKey();
  if (!key) return Promise.resolve(false);
  return reply.run(key, $reply.get().body);
}

/**
 * A write on the open post (one at a time): its answer goes into the panel and the row, and the
 * live region says what changed.
 */
function threadWrite<A extends readonly unknown[]>(
  send: (key: ThreadKey, ...args: A) => Promise<ThreadDetail>,
  notice: (t: Translate, ...args: A) => string,
  confirm?: (t: Translate, ...args: A) => ConfirmRequest | null,
) {
  return createAction(
    async (key: ThreadKey, ...args: A) => {
      applied(key, await send(key, ...args), notice($t.get(), ...args));
    },
    {
      failed: (t) => t('interactions.failed'),
      busy: $threadBusy,
      ...(confirm
        ? { confirm: (t: Translate, _key: ThreadKey, ...args: A) => confirm(t, ...args) }
        : {}),
    },
  );
}

/** The question asked before hiding a post or a reply. */
function hideQuestion(t: Translate, which: 'hide' | 'hideReplyConfirm'): ConfirmRequest {
  return {
    title: t(which === 'hide' ? 'interactions.hide.title' : 'interactions.hideReplyConfirm.title'),
    message: t(
      which === 'hide' ? 'interactions.hide.message' : 'interactions.hideReplyConfirm.message',
    ),
    confirmLabel: t('interactions.hide.confirm'),
    cancelLabel: t('interactions.cancel'),
    danger: true,
  };
}

const solve = threadWrite(
  (key, solved: boolean) => setDiscussionSolved(key.id, solved),
  (t, solved) => t(solved ? 'interactions.notice.solved' : 'interactions.notice.reopened'),
);

const publish = threadWrite(
  (key, published: boolean) => setCreationPublished(key.id, published),
  (t, published) =>
    t(published ? 'interactions.notice.published' : 'interactions.notice.unpublished'),
);

const showThread = threadWrite(
  (key, display: boolean) => setThreadDisplay(key.type, key.id, display),
  (t, display) => t(display ? 'interactions.notice.shown' : 'interactions.notice.hidden'),
  (t, display) => (display ? null : hideQuestion(t, 'hide')),
);

const showReply = threadWrite(
  (key, replyId: number, display: boolean) => setReplyDisplay(key.type, key.id, replyId, display),
  (t, _replyId, display) =>
    t(display ? 'interactions.notice.replyShown' : 'interactions.notice.replyHidden'),
  (t, _replyId, display) => (display ? null : hideQuestion(t, 'hideReplyConfirm')),
);

/** Marks the open discussion solved, or open again. */
export function toggleSolved(): Promise<boolean> {
  const key = currentKey();
  const thread = threadLoader.dataFor();
  if (!key || thread?.type !== 'discussions') return Promise.resolve(false);
  return solve.run(key, !thread.solved);
}

/** Publishes the open student work to the course's students, or takes it back. */
export function togglePublished(): Promise<boolean> {
  const key = currentKey();
  const thread = threadLoader.dataFor();
  if (!key || thread?.type !== 'creations') return Promise.resolve(false);
  return publish.run(key, !thread.published);
}

/** Hides the open post from students (after a confirmation) or shows it again. */
export function toggleThreadDisplay(): Promise<boolean> {
  const key = currentKey();
  const thread = threadLoader.dataFor();
  if (!key || !thread) return Promise.resolve(false);
  return showThread.run(key, !thread.display);
}

/** Hides one reply of the open post (after a confirmation) or shows it again. */
export function toggleReplyDisplay(replyId: number): Promise<boolean> {
  const key = currentKey();
  const found = threadLoader.dataFor()?.replies.find((candidate) => candidate.id === replyId);
  if (!key || !found) return Promise.resolve(false);
  return showReply.run(key, replyId, !found.display);
}
