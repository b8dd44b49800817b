import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, type ReactNode, type SyntheticEvent } from 'react';
import type {
  LecturerComment,
  LecturerProfile,
} from '../../../server/src/contract/lecturer-profiles.ts';
import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import { urlFor } from '../../routes/urls.ts';
import { idParam } from '../../routes/params.ts';
import {
  commentList,
  editCommentForm,
  loadCommentsFor,
  newCommentForm,
  removeComment,
  saveCommentEdit,
  startCommentEdit,
  writeComment,
} from '../../stores/lecturers/comments.ts';
import { $page } from '../../stores/page.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { FormActions } from '../form/FormActions.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useForm } from '../form/use-form.ts';
import { ListFrame } from '../ui/ListFrame.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { LecturerFrame } from './LecturerScreen.tsx';

/** The address of the comments' list (a page of it). */
function useListHref(lecturerId: number): (page?: number) => string {
  const { locale } = useStore($page);
  return (page = 1) =>
    urlFor(
      locale,
      'lecturers-lecturer_id-comments-comment_id-mode',
      { lecturer_id: lecturerId },
      commentList.query.toQuery({ page }),
    );
}

/** A comment's text: written (`actions` null) or edited, its message at the field. */
function CommentForm({
  form,
  id,
  label,
  rows,
  save,
  actions,
}: {
  readonly form: typeof newCommentForm;
  readonly id: string;
  readonly label: string;
  readonly rows: number;
  /** Saves; resolves whether it saved (else the field takes the focus back). */
  readonly save: () => Promise<boolean>;
  /** Beside Save (a way back). */
  readonly actions?: ReactNode;
}) {
  const t = useT();
  const { values, saving, dirty, error } = useForm(form);
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (!(await save())) element.querySelector('textarea')?.focus();
  };
  return (
    <form className="panel info-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        id={id}
        label={label}
        rows={rows}
        maxLength={PEOPLE_LIMITS.comment}
        value={values.body}
        onValue={(value) => form.set('body', value)}
        error={error('body')}
      />
      {actions ? (
        <div className="lecturer-actions">
          <FormActions saving={saving} dirty={dirty} />
          {actions}
        </div>
      ) : (
        <FormActions saving={saving} dirty={dirty} label={t('lecturers.comments.write')} />
      )}
    </form>
  );
}

function NewComment({ lecturerId }: { readonly lecturerId: number }) {
  const t = useT();
  const listHref = useListHref(lecturerId);
  const save = async () => {
    const written = await writeComment(lecturerId);
    // The newest comment comes first: another page goes to the first.
    if (written && (commentList.filters()?.page ?? 1) > 1) void navigate(listHref());
    return written;
  };
  return (
    <CommentForm
      form={newCommentForm}
      id="lecturer-comment-new"
      label={t('lecturers.comments.new')}
      rows={3}
      save={save}
    />
  );
}

/** A lecturer's comment and the page of comments it is on (its edit form returns there). */
interface CommentOnPage {
  readonly lecturerId: number;
  readonly comment: LecturerComment;
  readonly page: number;
}

function EditComment({ lecturerId, comment, page }: CommentOnPage) {
  const t = useT();
  const listHref = useListHref(lecturerId)(page);
  useEffect(() => startCommentEdit(comment.id, comment.body), [comment.id, comment.body]);
  const save = async () => {
    const saved = await saveCommentEdit(lecturerId, comment.id);
    if (saved) void navigate(listHref);
    return saved;
  };
  return (
    <CommentForm
      form={editCommentForm}
      id="lecturer-comment-edit"
      label={t('lecturers.comments.editLabel')}
      rows={4}
      save={save}
      actions={
        <a className="button" href={listHref}>
          {t('lecturers.cancel')}
        </a>
      }
    />
  );
}

function CommentItem({ lecturerId, comment, page }: CommentOnPage) {
  const t = useT();
  const { locale } = useStore($page);
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
          href={urlFor(
            locale,
            'lecturers-lecturer_id-comments-comment_id-mode',
            { lecturer_id: lecturerId, comment_id: comment.id, mode: 'edit' },
            commentList.query.toQuery({ page }),
          )}
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

/** One comment's edit form, found on the page of comments the address names. */
function CommentEdit({ lecturerId, target }: { lecturerId: number; target: string }) {
  const t = useT();
  const page = useStore($page);
  const state = useStore(commentList.loader.$state);
  const query = page.query.toString();
  useEffect(() => {
    void loadCommentsFor(lecturerId, new URLSearchParams(query));
  }, [lecturerId, query]);
  return (
    <LoadState state={state} onRetry={() => void commentList.loader.retry()} skeleton="list">
      {(answer) => {
        const comment = answer.data.find((row) => row.id === idParam(target));
        if (!comment || page.params['mode'] !== 'edit')
          return <p className="empty-state__text">{t('lecturers.comments.unknown')}</p>;
        return (
          <EditComment
            lecturerId={lecturerId}
            comment={comment}
            page={commentList.query.fromQuery(page.query).page}
          />
        );
      }}
    </LoadState>
  );
}

function Comments({ lecturer }: { readonly lecturer: LecturerProfile }) {
  const t = useT();
  const page = useStore($page);
  const target = page.params['comment_id'] ?? '';
  if (target !== '') return <CommentEdit lecturerId={lecturer.id} target={target} />;
  return (
    <div className="lecturer-comments">
      <NewComment lecturerId={lecturer.id} />
      <ListFrame
        list={commentList}
        caption={t('page.lecturers.comments')}
        empty={{ title: t('lecturers.comments.empty') }}
        // Nothing narrows the list: an empty page is no comments.
        noMatch={t('lecturers.comments.empty')}
      >
        {(rows) => (
          <ul className="lecturer-cards" aria-label={t('page.lecturers.comments')}>
            {rows.map((comment) => (
              <CommentItem
                key={comment.id}
                lecturerId={lecturer.id}
                comment={comment}
                page={commentList.filters()?.page ?? 1}
              />
            ))}
          </ul>
        )}
      </ListFrame>
    </div>
  );
}

/**
 * The administrators' comments on a lecturer: the new comment's form and the comments (author,
 * time, "edited"), a page at a time; `{comment_id}/edit` edits one; delete after a confirmation.
 */
export default function LecturerCommentsScreen() {
  return <LecturerFrame>{(lecturer) => <Comments lecturer={lecturer} />}</LecturerFrame>;
}
