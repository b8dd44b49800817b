import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type SyntheticEvent } from 'react';
import type { Announcement } from '../../../server/src/contract/interactions.ts';
import {
  $editingDiscussion,
  $moderating,
  cancelDiscussionEdit,
  discussionDelete,
  discussionDisplay,
  discussionEditForm,
  editDiscussionBody,
  editReply,
  postReply,
  replyForm,
  saveDiscussionEdit,
  startDiscussionEdit,
  startDiscussions,
  type Discussion,
} from '../../stores/announcements/discussions.ts';
import { $session } from '../../stores/session.ts';
import { FieldError } from '../form/FieldError.tsx';
import { useForm } from '../form/use-form.ts';
import { Skeleton } from '../ui/LoadState.tsx';
import { formatDay } from '../../lib/local-day.ts';
import { FormActions } from '../form/FormActions.tsx';
import { useT } from '../use-t.ts';
import { AnnouncementFrame } from './AnnouncementFrame.tsx';
import { typeLabels } from './AnnouncementParts.tsx';
import { SafeHtml } from './PreviewDialog.tsx';
import { Badge } from '../ui/Badge.tsx';

/** The editor and its library load only on the screens that write text. */
const RichTextEditor = lazy(() => import('../form/RichTextEditor.tsx'));

/** Editing one's own discussion in place. */
function DiscussionEdit({ id, discussion }: { id: number; discussion: Discussion }) {
  const t = useT();
  const { saving, error } = useForm(discussionEditForm);
  const message = error('body');
  const editorId = `discussion-${String(discussion.id)}-editor`;
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveDiscussionEdit(id);
  };
  return (
    <form className="discussion__edit" noValidate onSubmit={onSubmit}>
      <span id={`${editorId}-label`} className="field__label">
        {t('announcements.discussion.editLabel')}
      </span>
      <Suspense fallback={<Skeleton />}>
        <RichTextEditor
          id={editorId}
          labelledBy={`${editorId}-label`}
          content={discussion.body}
          resetKey={discussion.id}
          editable
          errorId={message ? `${editorId}-error` : undefined}
          onChange={editDiscussionBody}
        />
      </Suspense>
      <FieldError id={editorId} error={message} />
      <FormActions
        saving={saving}
        onCancel={cancelDiscussionEdit}
        cancelLabel={t('announcements.cancel')}
      />
    </form>
  );
}

function DiscussionEntry({
  id,
  discussion,
  mine,
}: {
  id: number;
  discussion: Discussion;
  mine: boolean;
}) {
  const t = useT();
  const editing = useStore($editingDiscussion) === discussion.id;
  const busy = useStore($moderating);
  const headingId = `discussion-${String(discussion.id)}`;
  return (
    <li
      className={`discussion${discussion.staff ? ' discussion--staff' : ''}${discussion.display ? '' : ' discussion--hidden'}`}
    >
      <article aria-labelledby={headingId}>
        <header className="discussion__header">
          <h3 id={headingId} className="discussion__author">
            {discussion.author.name}
          </h3>
          <span className="discussion__role">
            {t(
              discussion.staff
                ? 'announcements.discussion.staff'
                : 'announcements.discussion.student',
            )}
          </span>
          <time dateTime={discussion.created_at}>{formatDay(discussion.created_at, true)}</time>
          {!discussion.display && <Badge tone="danger">{t('announcements.hidden')}</Badge>}
        </header>
        {editing ? (
          <DiscussionEdit id={id} discussion={discussion} />
        ) : (
          <SafeHtml html={discussion.body} className="discussion__body" />
        )}
        {!editing && (
          <div className="discussion__actions">
            {mine && (
              <button
                type="button"
                className="button button--quiet"
                disabled={busy}
                aria-label={t('announcements.discussion.editOf', { name: discussion.author.name })}
                onClick={() => startDiscussionEdit(discussion)}
              >
                {t('announcements.discussion.edit')}
              </button>
            )}
            <button
              type="button"
              className="button button--quiet"
              disabled={busy}
              aria-label={t(
                discussion.display
                  ? 'announcements.discussion.hideOf'
                  : 'announcements.discussion.showOf',
                { name: discussion.author.name },
              )}
              onClick={() => void discussionDisplay.run(id, discussion)}
            >
              {t(discussion.display ? 'announcements.hide' : 'announcements.show')}
            </button>
            <button
              type="button"
              className="button button--quiet button--danger-text"
              disabled={busy}
              aria-label={t('announcements.discussion.deleteOf', { name: discussion.author.name })}
              onClick={() => void discussionDelete.run(id, discussion)}
            >
              {t('announcements.discussion.delete')}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}

function ReplyForm({ id }: { id: number }) {
  const t = useT();
  const { saving, error } = useForm(replyForm);
  const [resetKey, setResetKey] = useState(0);
  const message = error('body');
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await postReply(id)) setResetKey((key) => key + 1);
  };
  return (
    <form className="discussion-reply" noValidate onSubmit={(event) => void onSubmit(event)}>
      <span id="announcement-reply-label" className="field__label">
        {t('announcements.discussion.replyLabel')}
      </span>
      <Suspense fallback={<Skeleton />}>
        <RichTextEditor
          id="announcement-reply"
          labelledBy="announcement-reply-label"
          content=""
          resetKey={resetKey}
          editable
          errorId={message ? 'announcement-reply-error' : undefined}
          onChange={editReply}
        />
      </Suspense>
      <FieldError id="announcement-reply" error={message} />
      <FormActions
        saving={saving}
        label={t('announcements.discussion.reply')}
        savingLabel={t('announcements.discussion.replying')}
      />
    </form>
  );
}

function View({ announcement, me }: { announcement: Announcement; me: number | null }) {
  const t = useT();
  const count = announcement.children.length;
  useEffect(() => {
    startDiscussions();
  }, [announcement.id]);
  return (
    <div className="announcement-view">
      <section className="announcement-view__card" aria-labelledby="announcement-view-title">
        <h2 id="announcement-view-title">{t('announcements.view.asStudents')}</h2>
        <article className="announcement-preview__card">
          <h3>{announcement.title}</h3>
          <p className="announcement-preview__meta">
            {t('announcements.preview.from', { name: announcement.owner.name })}
            {' · '}
            {t(typeLabels[announcement.type])}
          </p>
          <SafeHtml html={announcement.body} className="announcement-preview__body" />
        </article>
      </section>
      <section className="discussions" aria-labelledby="discussions-title">
        <h2 id="discussions-title">{t('announcements.discussion.heading', { count })}</h2>
        {count === 0 ? (
          <p className="discussions__empty">{t('announcements.discussion.empty')}</p>
        ) : (
          <ol className="discussions__list">
            {announcement.children.map((discussion) => (
              <DiscussionEntry
                key={discussion.id}
                id={announcement.id}
                discussion={discussion}
                mine={me !== null && discussion.author.id === me}
              />
            ))}
          </ol>
        )}
        <ReplyForm id={announcement.id} />
      </section>
    </div>
  );
}

/** An announcement as students see it, with its discussions: reply, edit, hide, delete. */
export default function AnnouncementViewScreen() {
  const session = useStore($session);
  const me = session.status === 'ready' ? session.me.id : null;
  return (
    <AnnouncementFrame>
      {(announcement) => <View announcement={announcement} me={me} />}
    </AnnouncementFrame>
  );
}
