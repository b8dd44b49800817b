import { useStore } from '@nanostores/react';
import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { fileMaxBytes } from '../../../server/src/contract/plain/uploads.ts';
import { thumbnailUrl } from '../../lib/thumbnail.ts';
import {
  $coverRemoving,
  $coverUpload,
  removeCover,
  uploadCover,
} from '../../stores/items/cover.ts';
import { DropZone } from '../ui/DropZone.tsx';
import { useT } from '../use-t.ts';

/** Size of the cover preview, in CSS pixels (16:9). */
const PREVIEW = { width: 320, height: 180 } as const;

/**
 * The cover of an item: its thumbnail, a drop zone (drop an image or choose one) that sends it
 * through the upload queue and shows its progress, and removal.
 */
export function CoverEditor({ item, editable }: { item: ItemDetail; editable: boolean }) {
  const t = useT();
  const upload = useStore($coverUpload);
  const removing = useStore($coverRemoving);
  const mine = upload?.kind === item.kind && upload.itemId === item.id ? upload : null;
  const running = mine !== null && ['QUEUE', 'UPLOADING', 'PAUSE'].includes(mine.status);
  const attaching = mine?.status === 'FINISHED';

  return (
    <section className="panel cover-editor" aria-labelledby="cover-heading">
      <h2 id="cover-heading" className="cover-editor__heading">
        {t('items.basic.cover')}
      </h2>
      {item.cover ? (
        <img
          className="cover-image cover-editor__image"
          src={thumbnailUrl(item.cover.url, PREVIEW.width, PREVIEW.height)}
          alt={t('items.basic.coverAlt', { title: item.title })}
          width={PREVIEW.width}
          height={PREVIEW.height}
        />
      ) : (
        <p className="cover-editor__none">{t('items.basic.noCover')}</p>
      )}
      {mine && ['DONE', 'ABORT', 'PAUSE'].includes(mine.status) && (
        <p className="cover-editor__progress" role="status">
          {mine.status === 'DONE'
            ? t('items.basic.coverDone')
            : mine.status === 'ABORT'
              ? t('items.basic.coverCancelled')
              : t('items.basic.coverPaused')}
        </p>
      )}
      {editable && (
        <div className="cover-editor__actions">
          <DropZone
            id="cover-file"
            label={t('items.basic.chooseCover')}
            accept="image/jpeg,image/png,image/webp"
            types={t('items.basic.coverTypes')}
            maxBytes={fileMaxBytes.cover}
            disabled={running || attaching}
            uploadIds={mine && (running || attaching) ? [mine.uploadId] : []}
            error={
              mine?.status === 'FAILED'
                ? t('items.basic.coverFailed', { error: mine.error ?? '' })
                : null
            }
            onFiles={([file]) => {
              if (file) uploadCover(item.kind, item.id, file);
            }}
          />
          <p className="field__hint">{t('items.basic.coverHint')}</p>
          {item.cover && (
            <button
              type="button"
              className="button"
              disabled={removing || running}
              onClick={() => void removeCover(item.kind, item.id)}
            >
              {t('items.basic.removeCover')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
