import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, type SyntheticEvent } from 'react';
import type {
  LecturerComment,
  LecturerProfile,
} from '../../../server/src/contract/lecturer-profiles.ts';
import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import { urlFor } from '../../routes/urls.ts';
import { idOf, pageOf } from '../../stores/finances/query-values.ts';
import {
  commentsLoader,
  editCommentForm,
  newCommentForm,
  removeComment,
  saveCommentEdit,
  startCommentEdit,
  writeComment,
} from '../../stores/lecturers/comments.ts';
import { $page } from '../../stores/page.ts';
import { taipeiDateTime } from '../../stores/revenues/taipei.ts';
import { FormActions } from '../form/FormActions.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useForm } from '../form/use-form.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { LecturerFrame } from './LecturerScreen.tsx';

function NewComment({ lecturerId }: { readonly lecturerId: number }) {
  const t = useT();
  const { values, saving, dirty, error } = useForm(newCommentForm);
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await writeComment(lecturerId))) form.querySelector('textarea')?.focus();
  };
  return (
    <form className="info-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        id="lecturer-comment-new"
        label={t('lecturers.comments.new')}
        rows={3}
        maxLength={PEOPLE_LIMITS.comment}
        value={values.body}
        onValue={(value) => newCommentForm.set('body', value)}
        error={error('body')}
      />
      <FormActions saving={saving} dirty={dirty} label={t('lecturers.comments.write')} />
    </form>
  );
}

function EditComment({ lecturerId, comment }: { lecturerId: number; comment: LecturerComment }) {
  const t = useT();
  const page = useStore($page);
  const { values, saving, dirty, error } = useForm(editCommentForm);
  useEffect(() => startCommentEdit(comment.id, comment.body), [comment.id, comment.body]);
  const listHref = urlFor(page.locale, 'lecturers-lecturer_id-comments-comment_id-mode', {
    lecturer_id: lecturerId,
  });
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await saveCommentEdit(lecturerId, comment.id)) void navigate(listHref);
    else form.querySelector('textarea')?.focus();
  };
  return (
    <form className="info-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        id="lecturer-comment-edit"
        label={t('lecturers.comments.editLabel')}
        rows={4}
        maxLength={PEOPLE_LIMITS.comment}
        value={values.body}
        onValue={(value) => editCommentForm.set('body', value)}
        error={error('body')}
      />
      <div className="lecturer-actions">
        <FormActions saving={saving} dirty={dirty} />
        <a className="button" href={listHref}>
          {t('lecturers.cancel')}
        </a>
      </div>
    </form>
  );
}

function CommentItem({ lecturerId, comment }: { lecturerId: number; comment: LecturerComment }) {
  const t = useT();
  const page = useStore($page);
  return (
    <li className="lecturer-card">
      <p className="lecturer-comment__body">{comment.body}</p>
      <p className="lecturer-comment__meta">
        {comment.author?.name ?? t('lecturers.comments.unknownAuthor')} ·{' '}
        <time dateTime={comment.created_at}>{taipeiDateTime(comment.created_at)}</time>
        {comment.edited && (
          <span className="lecturer-comment__edited">
            {' '}
            · {t('lecturers.comments.edited', { at: taipeiDateTime(comment.updated_at) })}
          </span>
        )}
      </p>
      <div className="lecturer-actions">
        <a
          className="button"
          href={urlFor(page.locale, 'lecturers-lecturer_id-comments-comment_id-mode', {
            lecturer_id: lecturerId,
            comment_id: comment.id,
            mode: 'edit',
          })}
        >
          {t('lecturers.edit')}
        </a>
        <button
          type="button"
          className="button button--danger"
          onClick={() => void removeComment(lecturerId, comment.id)}
        >
          {t('lecturers.delete')}
        </button>
      </div>
    </li>
  );
}

function Comments({ lecturer }: { readonly lecturer: LecturerProfile }) {
  const t = useT();
  const page = useStore($page);
  const state = useStore(commentsLoader.$state);
  const number = pageOf(page.query.get('page'));
  const target = page.params['comment_id'] ?? '';
  const mode = page.params['mode'] ?? '';
  useEffect(() => {
    void commentsLoader.load({ id: lecturer.id, page: number });
  }, [lecturer.id, number]);
  const pageHref = (next: number) =>
    urlFor(
      page.locale,
      'lecturers-lecturer_id-comments-comment_id-mode',
      { lecturer_id: lecturer.id },
      { page: next === 1 ? undefined : next },
    );
  return (
    <LoadState state={state} onRetry={() => void commentsLoader.retry()} skeleton="list">
      {(answer) => {
        if (target !== '') {
          const comment = answer.data.find((row) => row.id === idOf(target));
          if (!comment || mode !== 'edit')
            return <p className="empty-state__text">{t('lecturers.comments.unknown')}</p>;
          return <EditComment lecturerId={lecturer.id} comment={comment} />;
        }
        return (
          <div className="lecturer-comments">
            <NewComment lecturerId={lecturer.id} />
            {answer.data.length === 0 ? (
              <p className="empty-state__text">{t('lecturers.comments.empty')}</p>
            ) : (
              <ul className="lecturer-cards" aria-label={t('page.lecturers.comments')}>
                {answer.data.map((comment) => (
                  <CommentItem key={comment.id} lecturerId={lecturer.id} comment={comment} />
                ))}
              </ul>
            )}
            {answer.meta.last_page > 1 && (
              <nav className="lecturer-actions" aria-label={t('lecturers.comments.pages')}>
                {number > 1 && (
                  <a className="button" href={pageHref(number - 1)}>
                    {t('lecturers.previous')}
                  </a>
                )}
                {number < answer.meta.last_page && (
                  <a className="button" href={pageHref(number + 1)}>
                    {t('lecturers.next')}
                  </a>
                )}
              </nav>
            )}
          </div>
        );
      }}
    </LoadState>
  );
}

/**
 * The administrators' comments on a lecturer: the new comment's form and the comments (author,
 * time, "edited"); `{comment_id}/edit` edits one; delete after a confirmation.
 */
export default function LecturerCommentsScreen() {
  return <LecturerFrame>{(lecturer) => <Comments lecturer={lecturer} />}</LecturerFrame>;
}
