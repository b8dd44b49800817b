import { useStore } from '@nanostores/react';
import type { ChangeEvent } from 'react';
import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { thumbnailUrl } from '../../lib/thumbnail.ts';
import {
  $coverRemoving,
  $coverUpload,
  removeCover,
  uploadCover,
} from '../../stores/items/cover.ts';
import { useT } from '../use-t.ts';

/** Size of the cover preview, in CSS pixels (16:9). */
const PREVIEW = { width: 320, height: 180 } as const;

/** The cover of an item: its thumbnail, an image chooser through the upload queue, and removal. */
export function CoverEditor({ item, editable }: { item: ItemDetail; editable: boolean }) {
  const t = useT();
  const upload = useStore($coverUpload);
  const removing = useStore($coverRemoving);
  const mine = upload?.kind === item.kind && upload.itemId === item.id ? upload : null;
  const running =
    mine !== null && ['QUEUE', 'UPLOADING', 'PAUSE', 'FINISHED'].includes(mine.status);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) uploadCover(item.kind, item.id, file);
  };

  return (
    <section className="cover-editor" aria-labelledby="cover-heading">
      <h3 id="cover-heading" className="cover-editor__heading">
        {t('items.basic.cover')}
      </h3>
      {item.cover ? (
        <img
          className="cover-editor__image"
          src={thumbnailUrl(item.cover.url, PREVIEW.width, PREVIEW.height)}
          alt={t('items.basic.coverAlt', { title: item.title })}
          width={PREVIEW.width}
          height={PREVIEW.height}
        />
      ) : (
        <p className="cover-editor__none">{t('items.basic.noCover')}</p>
      )}
      {mine && (
        <div className="cover-editor__progress" role="status">
          {running && (
            <progress
              max={100}
              value={mine.percent}
              aria-label={t('items.basic.coverProgress', { percent: mine.percent })}
            />
          )}
          <span>
            {mine.status === 'DONE'
              ? t('items.basic.coverDone')
              : mine.status === 'FAILED'
                ? t('items.basic.coverFailed', { error: mine.error ?? '' })
                : mine.status === 'ABORT'
                  ? t('items.basic.coverCancelled')
                  : mine.status === 'PAUSE'
                    ? t('items.basic.coverPaused')
                    : t('items.basic.coverUploading', { percent: mine.percent })}
          </span>
        </div>
      )}
      {editable && (
        <div className="cover-editor__actions">
          <label className="cover-editor__choose">
            <span>{t('items.basic.chooseCover')}</span>
            <input type="file" accept="image/*" disabled={running} onChange={onChoose} />
          </label>
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
          <p className="field__hint">{t('items.basic.coverHint')}</p>
        </div>
      )}
    </section>
  );
}
