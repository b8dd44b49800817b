import { lazy, Suspense } from 'react';
import {
  announcementTypes,
  MAX_ANNOUNCEMENT_TITLE_LENGTH,
  type AnnouncementType,
} from '../../../server/src/contract/plain/interactions.ts';
import { FieldError } from '../form/FieldError.tsx';
import { FormField } from '../form/FormField.tsx';
import { Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { typeLabels } from './AnnouncementParts.tsx';

/** The editor and its library load only on the screens that write text. */
const RichTextEditor = lazy(() => import('../form/RichTextEditor.tsx'));

interface Props {
  readonly title: string;
  readonly type: AnnouncementType;
  /** The body the editor starts from (again whenever `resetKey` changes). */
  readonly body: string;
  readonly resetKey: number;
  /** The message at a field, if any. */
  readonly error: (field: string) => string | undefined;
  readonly onTitle: (title: string) => void;
  readonly onType: (type: AnnouncementType) => void;
  /** The editor's HTML and whether it holds no text. */
  readonly onBody: (html: string, empty: boolean) => void;
}

/** What an announcement says, on the create and edit screens: title, rich-text body and type. */
export function AnnouncementTextFields({
  title,
  type,
  body,
  resetKey,
  error,
  onTitle,
  onType,
  onBody,
}: Props) {
  const t = useT();
  const bodyError = error('body');
  return (
    <>
      <FormField
        id="announcement-title"
        label={t('announcements.form.title')}
        value={title}
        maxLength={MAX_ANNOUNCEMENT_TITLE_LENGTH}
        onValue={onTitle}
        error={error('title')}
      />
      <div className="field">
        <span id="announcement-body-label" className="field__label">
          {t('announcements.form.body')}
        </span>
        <Suspense fallback={<Skeleton />}>
          <RichTextEditor
            id="announcement-body"
            labelledBy="announcement-body-label"
            content={body}
            resetKey={resetKey}
            editable
            errorId={bodyError ? 'announcement-body-error' : undefined}
            onChange={onBody}
          />
        </Suspense>
        <FieldError id="announcement-body" error={bodyError} />
      </div>
      <fieldset
        className="field announcement-type"
        aria-describedby={error('type') ? 'announcement-type-error' : undefined}
      >
        <legend>{t('announcements.form.type')}</legend>
        {announcementTypes.map((each) => (
          <div key={each} className="field--check">
            <input
              id={`announcement-type-${each}`}
              type="radio"
              name="announcement-type"
              checked={type === each}
              onChange={() => onType(each)}
            />
            <label htmlFor={`announcement-type-${each}`}>{t(typeLabels[each])}</label>
          </div>
        ))}
        <FieldError id="announcement-type" error={error('type')} />
      </fieldset>
    </>
  );
}
