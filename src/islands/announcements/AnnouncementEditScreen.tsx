import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useState, type SyntheticEvent } from 'react';
import type { Announcement } from '../../../server/src/contract/interactions.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  $announcementBusy,
  announcementDelete,
  announcementDisplay,
  announcementSend,
  editAnnouncement,
  editAnnouncementBody,
  editAnnouncementForm,
  previewEdited,
  saveAnnouncement,
  sendBlocked,
} from '../../stores/announcements/announcement.ts';
import { usageLoader } from '../../stores/announcements/list.ts';
import { $page } from '../../stores/page.ts';
import { FormActions } from '../form/FormActions.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { AnnouncementFrame } from './AnnouncementFrame.tsx';
import { UsageNote } from './AnnouncementParts.tsx';
import { AnnouncementTextFields } from './AnnouncementTextFields.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';

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
  return (
    <form
      className="panel info-form info-form--wide announcement-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <AnnouncementTextFields
        title={values.title}
        type={values.type}
        body={announcement.body}
        resetKey={resetKey}
        error={error}
        onTitle={(value) => editAnnouncement('title', value)}
        onType={(value) => editAnnouncement('type', value)}
        onBody={editAnnouncementBody}
      />
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
  const [previewing, setPreviewing] = useState(false);
  const busy = useStore($announcementBusy) || previewing;
  const blocked = sendBlocked(announcement, usage.data);
  // Only drafts can be deleted: a sent one reached its students, so it is hidden instead.
  const sent = announcement.confirmed_at !== null;
  const onPreview = async () => {
    setPreviewing(true);
    try {
      await previewEdited(announcement);
    } finally {
      setPreviewing(false);
    }
  };
  const onDelete = async () => {
    if (await announcementDelete.run(announcement))
      await navigate(urlFor(page.locale, 'interactions-index-announcements', {}));
  };
  return (
    <section className="panel announcement-actions" aria-labelledby="announcement-actions-title">
      <h2 id="announcement-actions-title">{t('announcements.edit.actions')}</h2>
      {usage.data && <UsageNote usage={usage.data} locale={page.locale} id="announcement-usage" />}
      <div className="announcement-actions__buttons">
        <button type="button" className="button" disabled={busy} onClick={() => void onPreview()}>
          {t('announcements.preview.open')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || blocked !== null}
          aria-describedby={blocked ? 'announcement-send-blocked' : undefined}
          onClick={() => void announcementSend.run(announcement, admin)}
        >
          {t('announcements.send.button', { count: announcement.recipients })}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void announcementDisplay.run(announcement)}
        >
          {t(announcement.display ? 'announcements.hide' : 'announcements.show')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy || sent}
          aria-describedby={sent ? 'announcement-delete-blocked' : undefined}
          onClick={() => void onDelete()}
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
