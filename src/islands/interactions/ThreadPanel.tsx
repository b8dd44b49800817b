import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, type SyntheticEvent } from 'react';
import type { ThreadDetail } from '../../../server/src/contract/interactions.ts';
import { stripUnsafeHtml } from '../../lib/safe-html.ts';
import { $session } from '../../stores/session.ts';
import {
  $reply,
  $replyError,
  $replyFocus,
  $replySending,
  $threadBusy,
  $threadNotice,
  editReply,
  sendReply,
  threadLoader,
  togglePublished,
  toggleReplyDisplay,
  toggleSolved,
  toggleThreadDisplay,
} from '../../stores/interactions/thread.ts';
import { LoadState, Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import {
  Stars,
  ThreadBadges,
  ThreadDate,
  ThreadFiles,
  ThreadPlace,
  typeLabel,
} from './ThreadParts.tsx';
import { Badge } from '../ui/Badge.tsx';

/** The editor and its library load only once a post is open. */
const RichTextEditor = lazy(() => import('../form/RichTextEditor.tsx'));

const EDITOR_ID = 'thread-reply-editor';

/** Sanitised HTML of the server, stripped once more before it is shown. */
function RichText({ html }: { readonly html: string }) {
  return (
    <div
      className="thread-panel__body rich-text__content"
      dangerouslySetInnerHTML={{ __html: stripUnsafeHtml(html) }}
    />
  );
}

function ReplyBox() {
  const t = useT();
  const reply = useStore($reply);
  const error = useStore($replyError);
  const sending = useStore($replySending);
  const focus = useStore($replyFocus);
  const first = useRef(focus);
  // The editor shows the draft again only when it is reset (another post, a reply sent).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per reset on purpose
  const content = useMemo(() => $reply.get().body, [reply.resetKey]);

  useEffect(() => {
    if (focus === first.current) return;
    document.getElementById(EDITOR_ID)?.focus();
  }, [focus]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendReply();
  };
  const errorId = error ? `${EDITOR_ID}-error` : undefined;
  return (
    <form className="thread-reply" noValidate onSubmit={onSubmit}>
      <span id="thread-reply-label" className="field__label">
        {t('interactions.reply.label')}
      </span>
      <Suspense fallback={<Skeleton />}>
        <RichTextEditor
          id={EDITOR_ID}
          labelledBy="thread-reply-label"
          content={content}
          resetKey={reply.resetKey}
          editable
          errorId={errorId}
          onChange={(html) => editReply(html)}
        />
      </Suspense>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
      <div className="thread-reply__actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {t(sending ? 'interactions.reply.sending' : 'interactions.reply.send')}
        </button>
      </div>
    </form>
  );
}

function Thread({ thread }: { readonly thread: ThreadDetail }) {
  const t = useT();
  const busy = useStore($threadBusy);
  const session = useStore($session);
  const admin = session.status === 'ready' && session.persona === 'admin';
  return (
    <>
      <div className="thread-panel__post">
        <p className="thread-panel__by">
          <span className="thread-panel__author">{thread.author.name}</span>
          <ThreadDate value={thread.created_at} />
        </p>
        <ThreadPlace thread={thread} />
        <p className="thread-panel__state">
          {thread.score !== null && <Stars score={thread.score} />}
          <ThreadBadges thread={thread} />
        </p>
        <RichText html={thread.body} />
        <ThreadFiles files={thread.files} size={120} linked />
      </div>
      {thread.can_reply && (
        <div className="thread-panel__actions" role="group" aria-label={t('interactions.actions')}>
          {thread.type === 'discussions' && (
            <button
              type="button"
              className={`button${thread.solved ? '' : ' button--primary'}`}
              disabled={busy}
              aria-keyshortcuts="S"
              onClick={() => void toggleSolved()}
            >
              {t(thread.solved ? 'interactions.reopen' : 'interactions.markSolved')}
            </button>
          )}
          {thread.type === 'creations' && (
            <button
              type="button"
              className={`button${thread.published ? '' : ' button--primary'}`}
              disabled={busy}
              onClick={() => void togglePublished()}
            >
              {t(thread.published ? 'interactions.unpublish' : 'interactions.publish')}
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void toggleThreadDisplay()}
          >
            {t(thread.display ? 'interactions.hidePost' : 'interactions.showPost')}
          </button>
        </div>
      )}
      <section className="thread-replies" aria-labelledby="thread-replies-heading">
        <h3 id="thread-replies-heading" className="thread-replies__heading">
          {t('interactions.replies', { count: thread.replies.length })}
        </h3>
        {thread.replies.length === 0 ? (
          <p className="thread-replies__none">{t('interactions.noReplies')}</p>
        ) : (
          <ol className="thread-replies__list">
            {thread.replies.map((reply) => (
              <li
                key={reply.id}
                className={`thread-reply-item${reply.staff ? ' thread-reply-item--staff' : ''}${reply.display ? '' : ' thread-reply-item--hidden'}`}
              >
                <p className="thread-panel__by">
                  <span className="thread-panel__author">{reply.author.name}</span>
                  {reply.staff && <Badge compact>{t('interactions.badge.staff')}</Badge>}
                  {!reply.display && (
                    <Badge tone="muted" compact>
                      {t('interactions.badge.hidden')}
                    </Badge>
                  )}
                  <ThreadDate value={reply.created_at} />
                </p>
                <RichText html={reply.body} />
                {thread.can_reply && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy}
                    onClick={() => void toggleReplyDisplay(reply.id)}
                  >
                    {t(reply.display ? 'interactions.hideReply' : 'interactions.showReply', {
                      name: reply.author.name,
                    })}
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      {thread.can_reply ? (
        <ReplyBox />
      ) : (
        <p className="read-only-note" role="note">
          {t(admin ? 'interactions.readOnlyAdmin' : 'interactions.readOnly')}
        </p>
      )}
    </>
  );
}

interface Props {
  readonly onClose: () => void;
  /** Changes each time the panel should take focus (a post opened from its row). */
  readonly focusRequest: number;
}

/** The open post with its replies, the lecturer's actions and the reply box (or why not). */
export default function ThreadPanel({ onClose, focusRequest }: Props) {
  const t = useT();
  const state = useStore(threadLoader.$state);
  const notice = useStore($threadNotice);
  const heading = useRef<HTMLHeadingElement>(null);

  // A post opened from its row (click, Enter) takes focus at its heading, so reading and Tab
  // continue in the panel; moving with j/k leaves focus on the rows.
  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);

  const thread = state.data;
  const title = thread
    ? (thread.title ??
      t('interactions.panel.titleOf', { type: thread.type, name: thread.author.name }))
    : t('interactions.panel.loading');
  return (
    <section className="panel thread-panel" aria-labelledby="thread-panel-title">
      <header className="thread-panel__header">
        <div>
          {thread && <p className="thread-panel__type">{typeLabel(t, thread.type)}</p>}
          <h2 id="thread-panel-title" className="thread-panel__title" ref={heading} tabIndex={-1}>
            {title}
          </h2>
        </div>
        <button
          type="button"
          className="button thread-panel__close"
          aria-keyshortcuts="Escape"
          onClick={onClose}
        >
          {t('interactions.panel.close')}
        </button>
      </header>
      <p className="thread-panel__notice" role="status">
        {notice}
      </p>
      <LoadState state={state} onRetry={() => void threadLoader.retry()}>
        {(data) => <Thread thread={data} />}
      </LoadState>
    </section>
  );
}
