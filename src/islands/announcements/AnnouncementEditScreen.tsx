import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import type { Announcement } from '../../../server/src/contract/interactions.ts';
import {
  announcementTypes,
  MAX_ANNOUNCEMENT_TITLE_LENGTH,
} from '../../../server/src/contract/plain/interactions.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  editAnnouncement,
  editAnnouncementBody,
  editAnnouncementForm,
  previewEdited,
  removeAnnouncement,
  saveAnnouncement,
  sendAnnouncement,
  sendBlocked,
  toggleAnnouncementDisplay,
} from '../../stores/announcements/announcement.ts';
import { usageLoader } from '../../stores/announcements/list.ts';
import { $page } from '../../stores/page.ts';
import { FieldError } from '../form/FieldError.tsx';
import { FormActions } from '../form/FormActions.tsx';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { AnnouncementFrame } from './AnnouncementFrame.tsx';
import { typeLabels, UsageNote } from './AnnouncementParts.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';

/** The editor and its library load only on the screens that write text. */
const RichTextEditor = lazy(() => import('../items/RichTextEditor.tsx'));

const blockedReasons = {
  sent: 'announcements.send.blockedSent',
  allowance: 'announcements.send.blockedAllowance',
  unsaved: 'announcements.send.blockedUnsaved',
} as const;

function EditForm({ announcement }: { announcement: Announcement }) {
  const t = useT();
  const { values, saving, dirty, error } = useForm(editAnnouncementForm);
  const [resetKey, setResetKey] = useState(0);
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // After a save the editor shows what the server stored (its sanitised HTML).
    if (await saveAnnouncement(announcement.id)) setResetKey((key) => key + 1);
  };
  const bodyError = error('body');
  return (
    <form
      className="info-form info-form--wide announcement-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField
        id="announcement-title"
        label={t('announcements.form.title')}
        value={values.title}
        maxLength={MAX_ANNOUNCEMENT_TITLE_LENGTH}
        onValue={(value) => editAnnouncement('title', value)}
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
            content={announcement.body}
            resetKey={resetKey}
            editable
            errorId={bodyError ? 'announcement-body-error' : undefined}
            onChange={editAnnouncementBody}
          />
        </Suspense>
        <FieldError id="announcement-body" error={bodyError} />
      </div>
      <fieldset
        className="field announcement-type"
        aria-describedby={error('type') ? 'announcement-type-error' : undefined}
      >
        <legend>{t('announcements.form.type')}</legend>
        {announcementTypes.map((type) => (
          <div key={type} className="field--check">
            <input
              id={`announcement-type-${type}`}
              type="radio"
              name="announcement-type"
              checked={values.type === type}
              onChange={() => editAnnouncement('type', type)}
            />
            <label htmlFor={`announcement-type-${type}`}>{t(typeLabels[type])}</label>
          </div>
        ))}
        <FieldError id="announcement-type" error={error('type')} />
      </fieldset>
      {announcement.confirmed_at !== null && (
        <p className="field__hint">{t('announcements.edit.sentHint')}</p>
      )}
      <FormActions saving={saving} dirty={dirty} />
    </form>
  );
}

function Actions({ announcement, admin }: { announcement: Announcement; admin: boolean }) {
  const t = useT();
  const page = useStore($page);
  const usage = useStore(usageLoader.$state);
  // Re-render when the form becomes dirty or clean: sending waits for a save.
  useStore(editAnnouncementForm.$dirty);
  const [busy, setBusy] = useState(false);
  const blocked = sendBlocked(announcement, usage.data);
  // Only drafts can be deleted: a sent one reached its students, so it is hidden instead.
  const sent = announcement.confirmed_at !== null;
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const onDelete = async () => {
    if (await removeAnnouncement(announcement))
      await navigate(urlFor(page.locale, 'interactions-index-announcements', {}));
  };
  return (
    <section className="announcement-actions" aria-labelledby="announcement-actions-title">
      <h2 id="announcement-actions-title">{t('announcements.edit.actions')}</h2>
      {usage.data && <UsageNote usage={usage.data} locale={page.locale} id="announcement-usage" />}
      <div className="announcement-actions__buttons">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(() => previewEdited(announcement))}
        >
          {t('announcements.preview.open')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || blocked !== null}
          aria-describedby={blocked ? 'announcement-send-blocked' : undefined}
          onClick={() => void run(() => sendAnnouncement(announcement, admin))}
        >
          {t('announcements.send.button', { count: announcement.recipients })}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(() => toggleAnnouncementDisplay(announcement))}
        >
          {t(announcement.display ? 'announcements.hide' : 'announcements.show')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy || sent}
          aria-describedby={sent ? 'announcement-delete-blocked' : undefined}
          onClick={() => void run(onDelete)}
        >
          {t('announcements.delete.button')}
        </button>
      </div>
      {blocked && (
        <p id="announcement-send-blocked" className="field__hint">
          {t(blockedReasons[blocked])}
        </p>
      )}
      {sent && (
        <p id="announcement-delete-blocked" className="field__hint">
          {t('announcements.delete.blockedSent')}
        </p>
      )}
    </section>
  );
}

/** An announcement's edit screen: title, body and type, and its actions. */
export default function AnnouncementEditScreen() {
  return (
    <AnnouncementFrame>
      {(announcement, admin) => (
        <div className="announcement-edit">
          <EditForm announcement={announcement} />
          <Actions announcement={announcement} admin={admin} />
          <PreviewDialog />
        </div>
      )}
    </AnnouncementFrame>
  );
}
